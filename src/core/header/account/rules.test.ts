import { expect } from '@open-wc/testing';
import { editionByKey, EDITIONS } from '../../editions';
import {
  ACCOUNT_ROWS, authLinks, bellShown, crossMarginShown, depositShown, downloadHref, formatProgress, isTrialVip,
  reftimeOptions, riseColourOptions, subAccountManageShown, switchAccountShown, tierHint, vipTier,
  walletsAndOrdersShown, weakSafety,
} from './rules';
import { accountContext as ctx } from '../../../testing/account-context';

const nextTier = { tier_next_usdt: 1_500_000, tier_next_gt_only: 2_000, tier_next_asset_only_usd: 300_000, tier_next_progress: 42.5 };
const plansOf = (key: Parameters<typeof editionByKey>[0], tier: number) =>
  tierHint(editionByKey(key), { tier_level: tier, ...nextTier })?.plans.map((p) => p.plan) ?? null;

describe('header account rules', () => {
  it('has a row for every edition', () => {
    for (const e of EDITIONS) expect(ACCOUNT_ROWS[e.key], e.key).to.be.an('object');
  });

  it('tier hint: main plans 1–3; UK, AU, US plan 1 and assets plan 3; UAE plan 1 (§5)', () => {
    for (const tier of [0, 1, 5]) {
      expect(plansOf('main', tier), `main ${tier}`).to.deep.equal([1, 2, 3]);
      expect(plansOf('uk', tier)).to.deep.equal([1, 3]);
      expect(plansOf('au', tier)).to.deep.equal([1, 3]);
      expect(plansOf('us', tier)).to.deep.equal([1, 3]);
    }
    expect(plansOf('uae', 1)).to.deep.equal([1]);
    expect(plansOf('uae', 5)).to.deep.equal([1]);
  });

  it('tier hint: Japan and UAE at tier 0 have none; the next tier and 2-decimal progress', () => {
    expect(plansOf('jp', 0)).to.equal(null);
    expect(plansOf('uae', 0)).to.equal(null);
    expect(plansOf('jp', 1)).to.deep.equal([1]);
    const hint = tierHint(editionByKey('main'), { tier_level: 5, ...nextTier }, (n) => n.toLocaleString('en'))!;
    expect(hint.next).to.equal(6);
    expect(hint.progress).to.equal('42.50%');
    expect(hint.plans[0]).to.deep.equal({ plan: 1, amount: '1,500,000', unit: 'USDT' });
    expect(hint.plans[2]).to.deep.equal({ plan: 3, amount: '300,000', unit: 'USD' });
  });

  it('tier hint: plans without an amount are left out; none at all gives no hint; logged out none', () => {
    expect(tierHint(editionByKey('main'), { tier_level: 1, tier_next_usdt: 10 })!.plans.map((p) => p.plan)).to.deep.equal([1]);
    expect(tierHint(editionByKey('main'), { tier_level: 16 })).to.equal(null);
    expect(tierHint(editionByKey('main'), null)).to.equal(null);
  });

  it('progress shows 2 decimals, clamped to 0–100', () => {
    expect(formatProgress(3)).to.equal('3.00%');
    expect(formatProgress(66.666)).to.equal('66.67%');
    expect(formatProgress('12.3')).to.equal('12.30%');
    expect(formatProgress(130)).to.equal('100.00%');
    expect(formatProgress(undefined)).to.equal('0.00%');
    // in the reader's locale (§3 fixes no format for it)
    expect(formatProgress(42.5, 'de')).to.equal('42,50\u00a0%');
    expect(formatProgress(42.5, 'tr')).to.equal('%42,50');
    expect(tierHint(editionByKey('main'), { tier_level: 1, tier_next_usdt: 10, tier_next_progress: 7 }, String, 'fr')!.percent).to.equal(7);
  });

  it('VIP above tier 0; trial badge only for a VIP with the trial flag', () => {
    expect(vipTier({ tier_level: 0 })).to.equal(0);
    expect(vipTier({ tier_level: 5 })).to.equal(5);
    expect(vipTier({ tier_level: 'x' as unknown as number })).to.equal(0);
    expect(isTrialVip({ tier_level: 1, is_trial_vip: true })).to.equal(true);
    expect(isTrialVip({ tier_level: 0, is_trial_vip: true })).to.equal(false);
    expect(isTrialVip({ tier_level: 5 })).to.equal(false);
  });

  it('weak-safety notice when safe_level is 1 or less (§5)', () => {
    expect(weakSafety({ safe_level: 0 })).to.equal(true);
    expect(weakSafety({ safe_level: 1 })).to.equal(true);
    expect(weakSafety({ safe_level: 2 })).to.equal(false);
    expect(weakSafety({})).to.equal(false);
    expect(weakSafety(null)).to.equal(false);
  });

  it('rise colours and time bases per edition (§6)', () => {
    expect(riseColourOptions(editionByKey('main'))).to.deep.equal(['risegreen', 'risered']);
    expect(riseColourOptions(editionByKey('us'))).to.deep.equal(['risegreen']);
    expect(reftimeOptions(editionByKey('main'))).to.deep.equal(['24h', 'utc0', 'utc8']);
    expect(reftimeOptions(editionByKey('us'))).to.deep.equal(['24h']);
    expect(reftimeOptions(editionByKey('jp'))).to.deep.equal(['24h', 'utc0']);
    expect(reftimeOptions(editionByKey('uae'))).to.deep.equal(['24h', 'utc0']);
    expect(reftimeOptions(editionByKey('uk'))).to.deep.equal(['24h', 'utc0', 'utc8']);
    expect(reftimeOptions(editionByKey('au'))).to.deep.equal(['24h', 'utc0', 'utc8']);
  });

  it('deposit button: logged-in main or US users, unless compliance lists deposit (§6)', () => {
    expect(depositShown(ctx('main'))).to.equal(true);
    expect(depositShown(ctx('us'))).to.equal(true);
    for (const key of ['jp', 'uae', 'uk', 'au', 'eu', 'tr'] as const) expect(depositShown(ctx(key)), key).to.equal(false);
    expect(depositShown(ctx('main', { user: null }))).to.equal(false);
    expect(depositShown(ctx('main', { compliance: { menuList: ['deposit'], businessList: [] } }))).to.equal(false);
  });

  it('switch account: main site non-sub-accounts, or the switch-tag cookie (§6)', () => {
    expect(switchAccountShown(ctx('main'))).to.equal(true);
    expect(switchAccountShown(ctx('main', { user: { is_sub_account: true } }))).to.equal(false);
    expect(switchAccountShown(ctx('main', { user: { is_sub_account: true }, switchTag: true }))).to.equal(true);
    for (const key of ['us', 'jp', 'uae', 'uk', 'au', 'testnet'] as const) expect(switchAccountShown(ctx(key)), key).to.equal(false);
    expect(switchAccountShown(ctx('uk', { switchTag: true }))).to.equal(true);
    expect(switchAccountShown(ctx('main', { user: null, switchTag: true }))).to.equal(false);
  });

  it('cross margin: crossMarginUid above 1, never UAE (§6)', () => {
    expect(crossMarginShown(ctx('main', { crossMarginUid: 12345678 }))).to.equal(true);
    expect(crossMarginShown(ctx('main', { crossMarginUid: 1 }))).to.equal(false);
    expect(crossMarginShown(ctx('main', { crossMarginUid: '2' }))).to.equal(true);
    expect(crossMarginShown(ctx('main', {}))).to.equal(false);
    expect(crossMarginShown(ctx('uae', { crossMarginUid: 12345678 }))).to.equal(false);
    expect(crossMarginShown(ctx('uk', { crossMarginUid: 12345678 }))).to.equal(true);
  });

  it('sub-account management: hidden for sub-accounts, needs white_list_show (§6)', () => {
    expect(subAccountManageShown(ctx('main', { user: { white_list_show: true } }))).to.equal(true);
    expect(subAccountManageShown(ctx('main', { user: { white_list_show: false } }))).to.equal(false);
    expect(subAccountManageShown(ctx('main', { user: { white_list_show: true, is_sub_account: true } }))).to.equal(false);
  });

  it('wallets and orders: logged in, hidden by the UK-wide and Italy limits (§6)', () => {
    expect(walletsAndOrdersShown(ctx('main'))).to.equal(true);
    expect(walletsAndOrdersShown(ctx('main', { user: null }))).to.equal(false);
    expect(walletsAndOrdersShown(ctx('uk', { common: { isUKLimit: true } }))).to.equal(false);
    expect(walletsAndOrdersShown(ctx('main', { common: { isItalyLimit: true } }))).to.equal(false);
  });

  it('download QR: site path with ?pos=header, hidden for US, EU and by its flag (§2, §6)', () => {
    expect(downloadHref(ctx('main'), '/zh')).to.equal('/zh/mobileapp?pos=header');
    expect(downloadHref(ctx('jp', { user: null }), '')).to.equal('/mobileapp?pos=header');
    expect(downloadHref(ctx('us'), '')).to.equal(null);
    expect(downloadHref(ctx('eu'), '')).to.equal(null);
    expect(downloadHref(ctx('main', { flags: { download: false } }), '')).to.equal(null);
  });

  it('bell: logged in, and the notification flag (§6)', () => {
    expect(bellShown(ctx('main'))).to.equal(true);
    expect(bellShown(ctx('main', { user: null }))).to.equal(false);
    expect(bellShown(ctx('main', { flags: { notification: false } }))).to.equal(false);
    // §6 notifications per site: demo trading has none (REGION_RULES)
    expect(bellShown(ctx('testnet'))).to.equal(false);
    expect(bellShown(ctx('jp'))).to.equal(true);
  });
});

describe('login and sign-up links', () => {
  const page = { href: 'https://testnet.example/futures/USDT/BTC_USDT', path: '/futures/USDT/BTC_USDT' };
  it('login and sign-up for logged-out visitors; sign-up hideable by the register flag', () => {
    expect(authLinks(ctx('main', { user: null }), '/de', page)).to.deep.equal({
      login: '/de/login', signup: '/de/signup?redirect_url=%2Ffutures%2FUSDT%2FBTC_USDT',
    });
    expect(authLinks(ctx('us', { user: null, flags: { register: false } }), '', page).signup).to.equal(null);
  });

  it('testnet: the login link becomes the authorize redirect (§4)', () => {
    expect(authLinks(ctx('testnet', { user: null }), '', page).login)
      .to.equal('/oauth/authorize?redirect_uri=https%3A%2F%2Ftestnet.example%2Ffutures%2FUSDT%2FBTC_USDT');
  });
});
