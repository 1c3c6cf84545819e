// What a story's play can open (workshop.ts `opens(name)`), by name: the header's menus, panels
// and drawer as a visitor opens them. Below 768 px the bar hides the account menus and below
// 992 px the navigation, so there the same name opens the drawer's section instead. Selectors use parts, classes and data attributes, never labels,
// so every opener works in every language and edition.
import type { Opener, Step } from './play';

const click = (selector: string): Step => ({ click: selector });
const hover = (selector: string): Step => ({ hover: selector });
const wait = (selector: string): Step => ({ wait: selector });

const DRAWER: Step[] = [click('[part~="drawer-toggle"]'), wait('[part~="drawer"] .xh-drawer-body')];

/** An account menu: the bar's dropdown, else its drawer section; `content` is the panel's child. */
const account = (menu: string, content: string): Opener => ({
  steps: [click(`[part~="${menu}-trigger"]`), wait(`[part~="${menu}-panel"] > ${content}`)],
  narrow: [...DRAWER, { reveal: `.xa-section-body > ${content}`, among: '[part~="drawer"] .xa-section-head' }],
});

/**
 * The navigation menu holding `row`: the bar's dropdown, else the drawer's section holding
 * `link` (the drawer's rows have no panels: plain links).
 */
const navMenu = (row: string, link: string): Opener => ({
  steps: [{ reveal: row, among: '[part~="nav-button"]' }],
  narrow: [...DRAWER, { reveal: link, among: '[part~="drawer"] .xh-sections .xa-section-head' }],
});

/** Further steps, after either form. */
const then = (opener: Opener, ...more: Step[]): Opener => ({
  steps: [...opener.steps, ...more], narrow: opener.narrow && [...opener.narrow, ...more],
});

/** A market hover panel beside its menu row (the drawer has none: its section). */
const marketPanel = (panel: string, link: string): Opener => {
  const row = `[data-panel="${panel}"]`;
  const menu = navMenu(row, link);
  return { ...menu, steps: [...menu.steps, hover(row), wait(`[data-panel-frame="${panel}"]:not([hidden]) [part~="row"]`)] };
};

const settings = account('settings', '.xa-settings');
/** the bar's avatar is a link to the profile (§2) that opens its panel, as the bell's: hovered open */
const personal: Opener = {
  steps: [hover('[part~="personal-trigger"]'), wait('[part~="personal-panel"] > .xa-personal')],
  narrow: account('personal', '.xa-personal').narrow,
};
const payRow = '[data-special="payWith"]';
const payWith = navMenu(payRow, 'a[href*="/crypto/buy-"]');
const SPOT_LINK = 'a[href*="/trade/"]';

export const OPENERS = {
  settings,
  /** settings, then "Language and region" */
  language: then(settings, click('.xa-settings > fieldset + .xa-nav-row'), wait('.xa-subview .xa-options [lang]')),
  /** settings, then "Currency" (the rate switch is on) */
  fiat: then(settings, click('.xa-settings > .xa-switch-row + .xa-nav-row'), wait('.xa-subview .xa-fiats')),
  wallet: account('wallet', '.xa-groups'),
  orders: account('orders', '.xa-links'),
  personal,
  /** personal centre, then "Log out": the confirmation dialog */
  logout: then(personal, click('.xa-personal > .xa-action:last-child'), wait('[part~="logout-dialog"]')),
  /** the bell's reminder panel: hovered open, then a click inside keeps it open */
  bell: { steps: [hover('[part~="bell-trigger"]'), click('[part~="bell-panel"]'), wait('[part~="message"], [part~="empty"]')] },
  /** the bar's QR code (the drawer has a link) */
  download: { steps: account('download', '.xa-download').steps, narrow: DRAWER },
  /** the Trade menu (the drawer's Trade section on a phone) */
  trade: navMenu('[data-panel="trade"]', SPOT_LINK),
  /** the Trade menu with the spot markets beside it */
  spot: marketPanel('trade', SPOT_LINK),
  futures: marketPanel('futures', 'a[href*="/futures/USDT/"]'),
  /** the Buy Crypto menu with its pay-with panel */
  'pay-with': { ...payWith, steps: [...payWith.steps, click(payRow), wait('[part~="pay-panel"]:not([hidden]) .xh-pay-list')] },
  /** the side drawer (phone widths) */
  drawer: { steps: DRAWER },
} satisfies Record<string, Opener>;

export type OpenerName = keyof typeof OPENERS;
