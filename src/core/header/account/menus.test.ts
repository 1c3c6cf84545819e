import { expect } from '@open-wc/testing';
import { EDITIONS } from '../../editions';
import { regionHas } from '../nav/regions';
import { account } from '../../i18n/catalogs/en/account';
import { ordersMenu, userMenu, walletMenu, WALLET_ROWS, ORDER_ROWS, USER_ROWS } from './menus';
import { accountContext as ctx } from '../../../testing/account-context';

const ids = (links: Array<{ id: string }>) => links.map((l) => l.id);
const paths = (links: Array<{ path: string }>) => links.map((l) => l.path);
const hide = (...keys: string[]) => ({ compliance: { menuList: keys, businessList: [] } });

describe('header account menus', () => {
  it('the tables hold every §2 wallet, orders and user route', () => {
    const all = [...WALLET_ROWS, ...ORDER_ROWS, ...USER_ROWS].flatMap((r) => (typeof r.path === 'string' ? [r.path] : Object.values(r.path)));
    for (const route of [
      '/myaccount/myfunds', '/myaccount/myfunds/spot', '/myaccount/myfunds/futures', '/myaccount/myfunds/margin',
      '/myaccount/myfunds/quantitative', '/myaccount/myfunds/payment', '/myaccount/myfunds/cross_margin',
      '/myaccount/deposit/USDT', '/myaccount/deposit_gatecode', '/myaccount/withdraw/USDT', '/myaccount/withdraw_internal/USDT',
      '/myaccount/funds/alpha', '/myaccount/funds/bot-account', '/myaccount/funds/finance/launch_pool', '/myaccount/mypurselog',
      '/gt', '/myaccount/account_statement', '/myaccount/myavailableproof', '/myaccount/point_manage',
      '/myaccount/myorders', '/myaccount/futures_trade', '/myaccount/futures_delivery/order_history', '/p2p/orders',
      '/myaccount/margin', '/myaccount/convert', '/myaccount/finance/lock_earn', '/myaccount/cross_margin',
      '/myaccount/order/alpha/record', '/myaccount/profile', '/myaccount/kyc_home', '/myaccount/security-setting',
      '/myaccount/coupon_center', '/myaccount/profile/api-key/manage', '/myaccount/sub_account_manage', '/myaccount/tickets',
      '/fee', '/groupchat/service', '/reminder',
    ]) expect(all, route).to.include(route);
  });

  it('main site, logged in: every wallet entry but the fiat ones; cross margin with its uid', () => {
    const wallet = walletMenu(ctx('main', { crossMarginUid: 12345678 }));
    expect(ids(wallet)).to.include.members(['overview', 'spot', 'futures', 'margin', 'cross-margin', 'alpha', 'xstocks', 'ondo', 'launchpool', 'gatecode', 'internal', 'gt', 'points']);
    expect(ids(wallet)).not.to.include('fiat-deposit');
    expect(ids(walletMenu(ctx('main')))).not.to.include('cross-margin');
    expect(ids(ordersMenu(ctx('main', { crossMarginUid: 5 })))).to.deep.equal(
      ['spot', 'futures', 'delivery', 'margin', 'cross-margin', 'p2p', 'convert', 'earn', 'alpha']);
  });

  it('Japan has its own fiat deposit/withdraw routes; others the common ones', () => {
    const jp = walletMenu(ctx('jp'));
    expect(paths(jp)).to.include.members(['/myaccount/deposit_fiat/JPY', '/myaccount/withdraw_fiat/JPY']);
    for (const key of ['uk', 'au', 'us', 'uae', 'eu', 'tr'] as const) {
      expect(paths(walletMenu(ctx(key))), key).to.include.members(['/myaccount/deposit_fiat', '/myaccount/withdraw_fiat']);
    }
    expect(ids(jp)).not.to.include.members(['futures', 'margin', 'alpha']);
  });

  it('US, UK, AU, UAE: spot and fiat, no derivatives; UAE never cross margin', () => {
    for (const key of ['us', 'uk', 'au', 'uae'] as const) {
      const orders = ids(ordersMenu(ctx(key, { crossMarginUid: 99 })));
      expect(orders, key).to.include('spot');
      expect(orders, key).not.to.include.members(['futures', 'delivery', 'margin']);
    }
    expect(ids(ordersMenu(ctx('uae', { crossMarginUid: 99 })))).not.to.include('cross-margin');
    expect(ids(walletMenu(ctx('uae', { crossMarginUid: 99 })))).not.to.include('cross-margin');
    expect(ids(walletMenu(ctx('uk', { crossMarginUid: 99 })))).to.include('cross-margin');
  });

  it('logged out or limited (UK-wide, Italy): no wallet and no orders', () => {
    expect(walletMenu(ctx('main', { user: null }))).to.deep.equal([]);
    expect(ordersMenu(ctx('main', { user: null }))).to.deep.equal([]);
    expect(userMenu(ctx('main', { user: null }))).to.deep.equal([]);
    expect(walletMenu(ctx('uk', { common: { isUKLimit: true } }))).to.deep.equal([]);
    expect(ordersMenu(ctx('main', { common: { isItalyLimit: true } }))).to.deep.equal([]);
  });

  it('compliance keys hide xstocks, ondo, launchpad, alpha account, C2C orders and deposit', () => {
    const wallet = ids(walletMenu(ctx('main', hide('xstocks', 'ondo', 'launchpad', 'alpha_account', 'deposit'))));
    expect(wallet).not.to.include.members(['xstocks']);
    for (const id of ['xstocks', 'ondo', 'launchpool', 'alpha', 'deposit', 'gatecode']) expect(wallet, id).not.to.include(id);
    expect(wallet).to.include('withdraw');
    const orders = ids(ordersMenu(ctx('main', hide('c2c_orders', 'alpha_account'))));
    expect(orders).not.to.include('p2p');
    expect(orders).not.to.include('alpha');
    expect(orders).to.include('spot');
  });

  it('spot/unified account label by upgrade state', () => {
    expect(walletMenu(ctx('main')).find((l) => l.id === 'spot')!.label).to.equal('account.wallet.spot');
    expect(walletMenu(ctx('main', { upgraded: true })).find((l) => l.id === 'spot')!.label).to.equal('account.wallet.unified');
  });

  it('feature flags: multiple order off leaves spot orders; spot order off hides it', () => {
    expect(ids(ordersMenu(ctx('main', { flags: { multipleOrder: false } })))).to.deep.equal(['spot']);
    expect(ids(ordersMenu(ctx('main', { flags: { spotOrder: false } })))).not.to.include('spot');
    expect(ids(userMenu(ctx('main', { flags: { notification: false } })))).not.to.include('reminder');
  });

  it('user menu: sub-account management hidden for sub-accounts, needs white_list_show', () => {
    expect(ids(userMenu(ctx('main', { user: { white_list_show: true } })))).to.include('sub-accounts');
    expect(ids(userMenu(ctx('main', { user: { white_list_show: false } })))).not.to.include('sub-accounts');
    expect(ids(userMenu(ctx('main', { user: { white_list_show: true, is_sub_account: true } })))).not.to.include('sub-accounts');
    expect(ids(userMenu(ctx('us', { user: { white_list_show: true } })))).to.deep.equal(
      ['profile', 'kyc', 'security', 'coupons', 'api', 'sub-accounts', 'tickets', 'fee', 'service', 'reminder']);
  });

  it('the §6 per-site entries follow the navigation\'s REGION_RULES, one table for both sides', () => {
    const shows = { futures: 'futures', margin: 'margin', paymentAccount: 'payment', depositWithdraw: 'withdraw' } as const;
    for (const edition of EDITIONS) {
      const wallet = ids(walletMenu(ctx(edition.key)));
      for (const [feature, id] of Object.entries(shows)) {
        expect(wallet.includes(id), `${edition.key} ${id}`).to.equal(regionHas(edition, feature as keyof typeof shows));
      }
      expect(ids(userMenu(ctx(edition.key))).includes('reminder'), edition.key).to.equal(regionHas(edition, 'notifications'));
    }
    // demo trading: play money, so no margin, payment account, deposit or withdrawal
    const testnet = ids(walletMenu(ctx('testnet')));
    for (const id of ['margin', 'payment', 'deposit', 'gatecode', 'withdraw', 'internal']) expect(testnet, id).not.to.include(id);
    expect(testnet).to.include.members(['futures', 'bot', 'alpha']);
  });

  it('every row names a label of the catalog (account.{menu}.{id}), the upgraded spot one too', () => {
    const all = [walletMenu(ctx('main', { crossMarginUid: 5 })), walletMenu(ctx('jp')), walletMenu(ctx('main', { upgraded: true })),
      ordersMenu(ctx('main', { crossMarginUid: 5 })), userMenu(ctx('main', { user: { white_list_show: true } }))].flat();
    expect(all.length).to.be.above(40);
    for (const l of all) expect(Object.keys(account), l.id).to.include(l.label);
  });
});
