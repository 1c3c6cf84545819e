// The wallet, orders and user menus (spec §2 "Header links"), as tables: one row per link,
// with the edition feature, compliance key, flag or rule that hides it (§6).
import { COMPLIANCE_KEYS, isHiddenByCompliance, type ComplianceKey } from '../compliance';
import type { MessageKey } from '../i18n';
import {
  accountRow, crossMarginShown, flagOn, subAccountManageShown, walletsAndOrdersShown,
  type AccountContext, type AccountFlag, type Feature,
} from './rules';

export type MenuGroup = 'accounts' | 'funds' | 'records';

export interface MenuRow {
  id: string;
  /** the path, or per fiat-route kind for the fiat rows */
  path: string | { jp: string; common: string };
  label: MessageKey;
  /** the label once the account is upgraded to unified (§4 "spot/unified account labels") */
  upgradedLabel?: MessageKey;
  group?: MenuGroup;
  feature?: Feature;
  compliance?: ComplianceKey;
  flag?: AccountFlag;
  /** a rule of its own (cross margin, sub-accounts) */
  when?: (ctx: AccountContext) => boolean;
}

export interface MenuLink { id: string; path: string; label: MessageKey; group?: MenuGroup }

const K = COMPLIANCE_KEYS;

export const WALLET_ROWS: readonly MenuRow[] = [
  { id: 'overview', path: '/myaccount/myfunds', label: 'account.wallet.overview', group: 'accounts' },
  { id: 'spot', path: '/myaccount/myfunds/spot', label: 'account.wallet.spot', upgradedLabel: 'account.wallet.unified', group: 'accounts' },
  { id: 'futures', path: '/myaccount/myfunds/futures', label: 'account.wallet.futures', group: 'accounts', feature: 'futures' },
  { id: 'margin', path: '/myaccount/myfunds/margin', label: 'account.wallet.margin', group: 'accounts', feature: 'margin' },
  { id: 'cross-margin', path: '/myaccount/myfunds/cross_margin', label: 'account.wallet.crossMargin', group: 'accounts', when: crossMarginShown },
  { id: 'quantitative', path: '/myaccount/myfunds/quantitative', label: 'account.wallet.quant', group: 'accounts', feature: 'bot' },
  { id: 'bot', path: '/myaccount/funds/bot-account', label: 'account.wallet.bot', group: 'accounts', feature: 'bot' },
  { id: 'payment', path: '/myaccount/myfunds/payment', label: 'account.wallet.payment', group: 'accounts', feature: 'payment' },
  { id: 'alpha', path: '/myaccount/funds/alpha', label: 'account.wallet.alpha', group: 'accounts', feature: 'alpha', compliance: K.alphaAccount },
  // §2 names no routes for these two accounts; they follow the /myaccount/funds/{account} pattern
  { id: 'xstocks', path: '/myaccount/funds/xstocks', label: 'account.wallet.xstocks', group: 'accounts', feature: 'stocks', compliance: K.xstocks },
  { id: 'ondo', path: '/myaccount/funds/ondo', label: 'account.wallet.ondo', group: 'accounts', feature: 'stocks', compliance: K.ondo },
  { id: 'launchpool', path: '/myaccount/funds/finance/launch_pool', label: 'account.wallet.launchpool', group: 'accounts', feature: 'earn', compliance: K.launchpad },
  { id: 'deposit', path: '/myaccount/deposit/USDT', label: 'account.wallet.deposit', group: 'funds', compliance: K.deposit },
  { id: 'gatecode', path: '/myaccount/deposit_gatecode', label: 'account.wallet.gatecode', group: 'funds', feature: 'gatecode', compliance: K.deposit },
  { id: 'fiat-deposit', path: { jp: '/myaccount/deposit_fiat/JPY', common: '/myaccount/deposit_fiat' }, label: 'account.wallet.fiatDeposit', group: 'funds', feature: 'fiat', compliance: K.deposit },
  { id: 'withdraw', path: '/myaccount/withdraw/USDT', label: 'account.wallet.withdraw', group: 'funds' },
  { id: 'fiat-withdraw', path: { jp: '/myaccount/withdraw_fiat/JPY', common: '/myaccount/withdraw_fiat' }, label: 'account.wallet.fiatWithdraw', group: 'funds', feature: 'fiat' },
  { id: 'internal', path: '/myaccount/withdraw_internal/USDT', label: 'account.wallet.internal', group: 'funds', feature: 'internal' },
  { id: 'history', path: '/myaccount/mypurselog', label: 'account.wallet.history', group: 'records' },
  { id: 'statement', path: '/myaccount/account_statement', label: 'account.wallet.statement', group: 'records' },
  { id: 'proof', path: '/myaccount/myavailableproof', label: 'account.wallet.proof', group: 'records', feature: 'proof' },
  { id: 'gt', path: '/gt', label: 'account.wallet.gt', group: 'records', feature: 'gt' },
  { id: 'points', path: '/myaccount/point_manage', label: 'account.wallet.points', group: 'records', feature: 'points' },
];

export const ORDER_ROWS: readonly MenuRow[] = [
  { id: 'spot', path: '/myaccount/myorders', label: 'account.orders.spot', flag: 'spotOrder' },
  { id: 'futures', path: '/myaccount/futures_trade', label: 'account.orders.futures', feature: 'futures' },
  { id: 'delivery', path: '/myaccount/futures_delivery/order_history', label: 'account.orders.delivery', feature: 'futures' },
  { id: 'margin', path: '/myaccount/margin', label: 'account.orders.margin', feature: 'margin' },
  { id: 'cross-margin', path: '/myaccount/cross_margin', label: 'account.orders.crossMargin', when: crossMarginShown },
  { id: 'p2p', path: '/p2p/orders', label: 'account.orders.p2p', feature: 'p2p', compliance: K.c2cOrders },
  { id: 'convert', path: '/myaccount/convert', label: 'account.orders.convert', feature: 'convert' },
  { id: 'earn', path: '/myaccount/finance/lock_earn', label: 'account.orders.earn', feature: 'earn' },
  { id: 'alpha', path: '/myaccount/order/alpha/record', label: 'account.orders.alpha', feature: 'alpha', compliance: K.alphaAccount },
];

export const USER_ROWS: readonly MenuRow[] = [
  { id: 'profile', path: '/myaccount/profile', label: 'account.user.profile' },
  { id: 'kyc', path: '/myaccount/kyc_home', label: 'account.user.kyc' },
  { id: 'security', path: '/myaccount/security-setting', label: 'account.user.security' },
  { id: 'coupons', path: '/myaccount/coupon_center', label: 'account.user.coupons' },
  { id: 'api', path: '/myaccount/profile/api-key/manage', label: 'account.user.api' },
  { id: 'sub-accounts', path: '/myaccount/sub_account_manage', label: 'account.user.subAccounts', when: subAccountManageShown },
  { id: 'tickets', path: '/myaccount/tickets', label: 'account.user.tickets' },
  { id: 'fee', path: '/fee', label: 'account.user.fee' },
  { id: 'service', path: '/groupchat/service', label: 'account.user.service' },
  { id: 'reminder', path: '/reminder', label: 'account.user.reminder', flag: 'notification' },
];

function visible(rows: readonly MenuRow[], ctx: AccountContext): MenuLink[] {
  const edition = accountRow(ctx.edition);
  return rows.flatMap((r) => {
    if (r.feature && !edition.features.includes(r.feature)) return [];
    if (isHiddenByCompliance(ctx.compliance, r.compliance)) return [];
    if (r.flag && !flagOn(ctx.flags, r.flag)) return [];
    if (r.when && !r.when(ctx)) return [];
    const path = typeof r.path === 'string' ? r.path : edition.fiatRoutes && r.path[edition.fiatRoutes];
    if (!path) return [];
    const label = ctx.upgraded && r.upgradedLabel ? r.upgradedLabel : r.label;
    return [{ id: r.id, path, label, ...(r.group ? { group: r.group } : {}) }];
  });
}

/** The wallet menu, or [] when wallets are hidden (§6). */
export const walletMenu = (ctx: AccountContext): MenuLink[] => (walletsAndOrdersShown(ctx) ? visible(WALLET_ROWS, ctx) : []);

/**
 * The orders menu, or [] when orders are hidden (§6). With the multiple-order flag off the
 * menu is the spot orders link alone.
 */
export function ordersMenu(ctx: AccountContext): MenuLink[] {
  if (!walletsAndOrdersShown(ctx)) return [];
  const links = visible(ORDER_ROWS, ctx);
  return flagOn(ctx.flags, 'multipleOrder') ? links : links.filter((l) => l.id === 'spot');
}

export const userMenu = (ctx: AccountContext): MenuLink[] => (ctx.session.isLogin ? visible(USER_ROWS, ctx) : []);
