// The header's account side, per edition (spec §4, §5, §6): one row per EditionKey, and
// the visibility rules the view reads. No branches on site ids anywhere else. The §6 per-site
// entries (futures, margin, payment account, deposit/withdraw, notifications, …) are the
// navigation's REGION_RULES, read here too; this table holds only the account side's own.
import type { Edition, EditionKey } from '../../editions';
import { isHiddenByCompliance, COMPLIANCE_KEYS } from '../../compliance';
import { flagOn } from '../flags';
import { regionHas } from '../nav/regions';
import { REFTIMES } from '../../settings';
import type { CommonData, Compliance, Reftime, RiseColour, Session, UserInfo } from '../../types';

/** The ways to the next VIP tier (§5 "plans 1-3"): trading volume, GT holdings, assets. */
export type TierPlan = 1 | 2 | 3;

/** Wallet and order entries an edition offers at all, besides the REGION_RULES features. */
export type Feature =
  | 'bot' | 'alpha' | 'earn' | 'gt' | 'points' | 'p2p' | 'convert' | 'gatecode' | 'internal' | 'proof' | 'fiat' | 'stocks';

export interface AccountRow {
  /** §5: the upgrade-hint plans shown */
  tierPlans: readonly TierPlan[];
  /** §5: Japan and UAE show no upgrade hint at tier 0 */
  hintAtTier0: boolean;
  /** §6: the deposit button, for main and US users */
  depositButton: boolean;
  /** §6: the Switch Account button and the account-switch script (main site) */
  accountSwitch: boolean;
  /** §6: the cross-margin account, never for UAE */
  crossMargin: boolean;
  /** §2: the app download page (with ?pos=header); null hides the QR popover (§6: US, EU) */
  downloadPath: string | null;
  /** §2: fiat deposit/withdraw routes, Japan's own or the common ones */
  fiatRoutes: 'jp' | 'common' | null;
  /** §4 testnet: logged-out visitors log in through the authorize redirect */
  login: 'login' | 'authorize';
  features: readonly Feature[];
}

const FULL: readonly Feature[] = ['bot', 'alpha', 'earn', 'gt', 'points', 'p2p', 'convert', 'gatecode', 'internal', 'proof', 'stocks'];
/** What a licensed regional site offers: spot, fiat on/off ramps, convert. */
const REGIONAL: readonly Feature[] = ['convert', 'fiat'];

const DOWNLOAD = '/mobileapp';

const row = (r: Partial<AccountRow>): AccountRow => ({
  tierPlans: [1], hintAtTier0: true, depositButton: false, accountSwitch: false, crossMargin: true,
  downloadPath: DOWNLOAD, fiatRoutes: 'common', login: 'login', features: REGIONAL, ...r,
});

export const ACCOUNT_ROWS: Readonly<Record<EditionKey, AccountRow>> = {
  main: row({ tierPlans: [1, 2, 3], depositButton: true, accountSwitch: true, fiatRoutes: null, features: FULL }),
  testnet: row({ tierPlans: [1, 2, 3], fiatRoutes: null, features: FULL, downloadPath: null, login: 'authorize' }),
  tr: row({ features: [...REGIONAL, 'internal', 'earn'] }),
  eu: row({ downloadPath: null, features: [...REGIONAL, 'earn'] }),
  hk: row({}),
  us: row({ tierPlans: [1, 3], depositButton: true, downloadPath: null }),
  bs: row({ fiatRoutes: null, features: ['convert', 'earn', 'internal'] }),
  sg: row({}),
  uk: row({ tierPlans: [1, 3] }),
  jp: row({ hintAtTier0: false, fiatRoutes: 'jp', features: ['fiat'] }),
  uae: row({ hintAtTier0: false, crossMargin: false }),
  au: row({ tierPlans: [1, 3] }),
};

export const accountRow = (edition: Edition): AccountRow => ACCOUNT_ROWS[edition.key];

/** Everything the visibility rules read. */
export interface AccountContext {
  edition: Edition;
  session: Session;
  common: CommonData;
  compliance: Compliance;
  flags: Readonly<Record<string, boolean>>;
  /** the switch-tag cookie is set */
  switchTag?: boolean;
  /** from cross_margin/info */
  crossMarginUid?: unknown;
  /** the account was upgraded to the unified account (account_mode is not classic) */
  upgraded?: boolean;
}

/** Cookie that shows the Switch Account button outside the main site or for sub-accounts (§6). */
export const SWITCH_TAG_COOKIE = 'switch_account_tag';

const user = (ctx: AccountContext): UserInfo => ctx.session.user ?? {};

/** §6: UK-wide and Italy limits hide wallets and orders. */
export const walletsAndOrdersShown = (ctx: AccountContext): boolean =>
  ctx.session.isLogin && !ctx.common.isUKLimit && !ctx.common.isItalyLimit;

/** §6: logged-in main or US users, unless the compliance menu list includes deposit. */
export const depositShown = (ctx: AccountContext): boolean =>
  ctx.session.isLogin && accountRow(ctx.edition).depositButton && regionHas(ctx.edition, 'depositWithdraw')
  && !isHiddenByCompliance(ctx.compliance, COMPLIANCE_KEYS.deposit);

/** §6: main site and not a sub-account, or the switch-tag cookie. */
export const switchAccountShown = (ctx: AccountContext): boolean =>
  ctx.session.isLogin && ((accountRow(ctx.edition).accountSwitch && !user(ctx).is_sub_account) || !!ctx.switchTag);

/** Whether a cross-margin row could show, so cross_margin/info is worth asking (issue 9: no calls for hidden surfaces). */
export const crossMarginWanted = (ctx: AccountContext): boolean =>
  walletsAndOrdersShown(ctx) && accountRow(ctx.edition).crossMargin;

/** §6: crossMarginUid above 1, never for UAE. */
export const crossMarginShown = (ctx: AccountContext): boolean =>
  accountRow(ctx.edition).crossMargin && Number(ctx.crossMarginUid) > 1;

/** §6: sub-account management is hidden for sub-accounts and needs white_list_show. */
export const subAccountManageShown = (ctx: AccountContext): boolean =>
  !user(ctx).is_sub_account && !!user(ctx).white_list_show;

/** §6: logged in, where the edition has notifications (not demo trading), and the notification flag. */
export const bellShown = (ctx: AccountContext): boolean =>
  ctx.session.isLogin && regionHas(ctx.edition, 'notifications') && flagOn(ctx.flags, 'notification');

/** §6: the download QR is hidden for US and EU, and by its flag. */
export const downloadHref = (ctx: AccountContext, prefix: string): string | null => {
  const path = accountRow(ctx.edition).downloadPath;
  return path && flagOn(ctx.flags, 'download') ? `${prefix}${path}?pos=header` : null;
};

/** The authorize redirect of the demo-trading site (§4 "Testnet/demo"); the main site's login returns to `redirect_uri`. */
export const AUTHORIZE_PATH = '/oauth/authorize';

/** §2 sign-up: {prefix}/signup with the page to come back to. */
export const signupHref = (prefix: string, path: string): string => `${prefix}/signup?redirect_url=${encodeURIComponent(path)}`;

/**
 * Login and sign-up for logged-out visitors (§2, §4, §6): {prefix}/login, or the authorize
 * redirect on testnet; {prefix}/signup with the page to come back to, unless the register flag hides it.
 */
export function authLinks(ctx: AccountContext, prefix: string, page: { href: string; path: string }): { login: string; signup: string | null } {
  const login = accountRow(ctx.edition).login === 'authorize'
    ? `${prefix}${AUTHORIZE_PATH}?redirect_uri=${encodeURIComponent(page.href)}`
    : `${prefix}/login`;
  const signup = flagOn(ctx.flags, 'register') ? signupHref(prefix, page.path) : null;
  return { login, signup };
}

/** The rise colours an edition offers (§6: red-up hidden for the US; a forced one alone). */
export function riseColourOptions(edition: Edition): RiseColour[] {
  const forced = edition.forced?.riseColour;
  return forced ? [forced] : ['risegreen', 'risered'];
}

/** The time bases an edition offers (§6: UTC0 and UTC+8 hidden for the US, UTC+8 for Japan and UAE). */
export function reftimeOptions(edition: Edition): Reftime[] {
  const forced = edition.forced?.reftime;
  return forced ? [forced] : REFTIMES.filter((r) => !edition.hiddenReftimes?.includes(r));
}

/** §5: the weak-safety notice shows when safe_level is 1 or less. */
export const weakSafety = (u: UserInfo | null): boolean => typeof u?.safe_level === 'number' && u.safe_level <= 1;

/** §6: VIP is shown above tier 0. */
export const vipTier = (u: UserInfo | null): number => Math.max(0, Math.floor(Number(u?.tier_level) || 0));

/** A trial VIP card (§6 "a trial card badge for trial VIPs"); the user-info field we read. */
export const TRIAL_VIP_FIELD = 'is_trial_vip';
export const isTrialVip = (u: UserInfo | null): boolean => vipTier(u) > 0 && !!u?.[TRIAL_VIP_FIELD];

/** §5/§9: tier progress, 0–100. */
export const progressOf = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0;
};

/** §5/§9: tier progress numbers show 2 decimals, as a percentage in the reader's locale. */
export const formatProgress = (value: unknown, locale = 'en'): string =>
  new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(progressOf(value) / 100);

export interface TierHint {
  next: number;
  /** the progress as the reader reads it, and its value 0–100 */
  progress: string;
  percent: number;
  plans: Array<{ plan: TierPlan; amount: string; unit: string }>;
}

/** The user-info field each plan reads, and its unit. */
const PLAN_FIELDS: Record<TierPlan, { field: keyof UserInfo | string; unit: string }> = {
  1: { field: 'tier_next_usdt', unit: 'USDT' },
  2: { field: 'tier_next_gt_only', unit: 'GT' },
  3: { field: 'tier_next_asset_only_usd', unit: 'USD' },
};

/** §5 tier hint: the edition's plans that have an amount; null when there is none to show. */
export function tierHint(edition: Edition, u: UserInfo | null, format: (n: number) => string = String, locale = 'en'): TierHint | null {
  if (!u) return null;
  const tier = vipTier(u);
  const rules = accountRow(edition);
  if (tier === 0 && !rules.hintAtTier0) return null;
  const plans = rules.tierPlans.flatMap((plan) => {
    const amount = Number(u[PLAN_FIELDS[plan].field]);
    return Number.isFinite(amount) && amount > 0 ? [{ plan, amount: format(amount), unit: PLAN_FIELDS[plan].unit }] : [];
  });
  const percent = progressOf(u.tier_next_progress);
  return plans.length ? { next: tier + 1, progress: formatProgress(percent, locale), percent, plans } : null;
}
