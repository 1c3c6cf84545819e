// The wallet, orders and user menus (spec §2 "Header links"), as tables: one row per link,
// with the edition feature, compliance key, flag or rule that hides it (§6).
import { COMPLIANCE_KEYS, isHiddenByCompliance, type ComplianceKey } from '../../compliance';
import { flagOn, type HeaderFlag } from '../flags';
import { regionHas, type RegionFeature } from '../nav/regions';
import type { MessageKey } from '../../i18n';
import {
  accountRow, crossMarginShown, subAccountManageShown, walletsAndOrdersShown, type AccountContext, type Feature,
} from './rules';

export type MenuGroup = 'accounts' | 'funds' | 'records';

export interface MenuRow {
  /** also names the label: account.{menu}.{id in camelCase} */
  id: string;
  /** the path, or per fiat-route kind for the fiat rows */
  path: string | { jp: string; common: string };
  /** the label's name once the account is upgraded to unified (§4 "spot/unified account labels") */
  upgraded?: string;
  group?: MenuGroup;
  /** an account entry of the edition's ACCOUNT_ROWS */
  feature?: Feature;
  /** a §6 per-site feature of REGION_RULES */
  needs?: RegionFeature;
  compliance?: ComplianceKey;
  flag?: HeaderFlag;
  /** a rule of its own (cross margin, sub-accounts) */
  when?: (ctx: AccountContext) => boolean;
}

export interface MenuLink { id: string; path: string; label: MessageKey; group?: MenuGroup }

const K = COMPLIANCE_KEYS;
const DW = 'depositWithdraw';

const camel = (id: string) => id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

export const WALLET_ROWS: readonly MenuRow[] = [
  { id: 'overview', path: '/myaccount/myfunds', group: 'accounts' },
  { id: 'spot', path: '/myaccount/myfunds/spot', upgraded: 'unified', group: 'accounts' },
  { id: 'futures', path: '/myaccount/myfunds/futures', group: 'accounts', needs: 'futures' },
  { id: 'margin', path: '/myaccount/myfunds/margin', group: 'accounts', needs: 'margin' },
  { id: 'cross-margin', path: '/myaccount/myfunds/cross_margin', group: 'accounts', when: crossMarginShown },
  { id: 'quantitative', path: '/myaccount/myfunds/quantitative', group: 'accounts', feature: 'bot' },
  { id: 'bot', path: '/myaccount/funds/bot-account', group: 'accounts', feature: 'bot' },
  { id: 'payment', path: '/myaccount/myfunds/payment', group: 'accounts', needs: 'paymentAccount' },
  { id: 'alpha', path: '/myaccount/funds/alpha', group: 'accounts', feature: 'alpha', compliance: K.alphaAccount },
  // §2 names no routes for these two accounts; they follow the /myaccount/funds/{account} pattern
  { id: 'xstocks', path: '/myaccount/funds/xstocks', group: 'accounts', feature: 'stocks', compliance: K.xstocks },
  { id: 'ondo', path: '/myaccount/funds/ondo', group: 'accounts', feature: 'stocks', compliance: K.ondo },
  { id: 'launchpool', path: '/myaccount/funds/finance/launch_pool', group: 'accounts', feature: 'earn', compliance: K.launchpad },
  { id: 'deposit', path: '/myaccount/deposit/USDT', group: 'funds', needs: DW, compliance: K.deposit },
  { id: 'gatecode', path: '/myaccount/deposit_gatecode', group: 'funds', feature: 'gatecode', needs: DW, compliance: K.deposit },
  { id: 'fiat-deposit', path: { jp: '/myaccount/deposit_fiat/JPY', common: '/myaccount/deposit_fiat' }, group: 'funds', feature: 'fiat', needs: DW, compliance: K.deposit },
  { id: 'withdraw', path: '/myaccount/withdraw/USDT', group: 'funds', needs: DW },
  { id: 'fiat-withdraw', path: { jp: '/myaccount/withdraw_fiat/JPY', common: '/myaccount/withdraw_fiat' }, group: 'funds', feature: 'fiat', needs: DW },
  { id: 'internal', path: '/myaccount/withdraw_internal/USDT', group: 'funds', feature: 'internal', needs: DW },
  { id: 'history', path: '/myaccount/mypurselog', group: 'records' },
  { id: 'statement', path: '/myaccount/account_statement', group: 'records' },
  { id: 'proof', path: '/myaccount/myavailableproof', group: 'records', feature: 'proof' },
  { id: 'gt', path: '/gt', group: 'records', feature: 'gt' },
  { id: 'points', path: '/myaccount/point_manage', group: 'records', feature: 'points' },
];

export const ORDER_ROWS: readonly MenuRow[] = [
  { id: 'spot', path: '/myaccount/myorders', flag: 'spotOrder' },
  { id: 'futures', path: '/myaccount/futures_trade', needs: 'futures' },
  { id: 'delivery', path: '/myaccount/futures_delivery/order_history', needs: 'futures' },
  { id: 'margin', path: '/myaccount/margin', needs: 'margin' },
  { id: 'cross-margin', path: '/myaccount/cross_margin', when: crossMarginShown },
  { id: 'p2p', path: '/p2p/orders', feature: 'p2p', compliance: K.c2cOrders },
  { id: 'convert', path: '/myaccount/convert', feature: 'convert' },
  { id: 'earn', path: '/myaccount/finance/lock_earn', feature: 'earn' },
  { id: 'alpha', path: '/myaccount/order/alpha/record', feature: 'alpha', compliance: K.alphaAccount },
];

export const USER_ROWS: readonly MenuRow[] = [
  { id: 'profile', path: '/myaccount/profile' },
  { id: 'kyc', path: '/myaccount/kyc_home' },
  { id: 'security', path: '/myaccount/security-setting' },
  { id: 'coupons', path: '/myaccount/coupon_center' },
  { id: 'api', path: '/myaccount/profile/api-key/manage' },
  { id: 'sub-accounts', path: '/myaccount/sub_account_manage', when: subAccountManageShown },
  { id: 'tickets', path: '/myaccount/tickets' },
  { id: 'fee', path: '/fee' },
  { id: 'service', path: '/groupchat/service' },
  { id: 'reminder', path: '/reminder', flag: 'notification', needs: 'notifications' },
];

function visible(menu: 'wallet' | 'orders' | 'user', rows: readonly MenuRow[], ctx: AccountContext): MenuLink[] {
  const edition = accountRow(ctx.edition);
  return rows.flatMap((r) => {
    if (r.feature && !edition.features.includes(r.feature)) return [];
    if (r.needs && !regionHas(ctx.edition, r.needs)) return [];
    if (isHiddenByCompliance(ctx.compliance, r.compliance)) return [];
    if (r.flag && !flagOn(ctx.flags, r.flag)) return [];
    if (r.when && !r.when(ctx)) return [];
    const path = typeof r.path === 'string' ? r.path : edition.fiatRoutes && r.path[edition.fiatRoutes];
    if (!path) return [];
    const label = `account.${menu}.${(ctx.upgraded && r.upgraded) || camel(r.id)}` as MessageKey;
    return [{ id: r.id, path, label, ...(r.group ? { group: r.group } : {}) }];
  });
}

/** The wallet menu, or [] when wallets are hidden (§6). */
export const walletMenu = (ctx: AccountContext): MenuLink[] => (walletsAndOrdersShown(ctx) ? visible('wallet', WALLET_ROWS, ctx) : []);

/**
 * The orders menu, or [] when orders are hidden (§6). With the multiple-order flag off the
 * menu is the spot orders link alone.
 */
export function ordersMenu(ctx: AccountContext): MenuLink[] {
  if (!walletsAndOrdersShown(ctx)) return [];
  const links = visible('orders', ORDER_ROWS, ctx);
  return flagOn(ctx.flags, 'multipleOrder') ? links : links.filter((l) => l.id === 'spot');
}

export const userMenu = (ctx: AccountContext): MenuLink[] => (ctx.session.isLogin ? visible('user', USER_ROWS, ctx) : []);
