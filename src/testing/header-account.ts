// Test helpers: HeaderActions in a test-only element, and the page state for a case.
import { expect } from '@open-wc/testing';
import { waitUntil } from './wait';
import { ExReminderPanel } from '../../elements/ex-reminder-panel';
import { createElement, useState } from 'react';
import { HEADER_FLAGS } from '../core/header/flags';
import { account as accountTexts } from '../core/i18n/catalogs/en/account';
import { header as headerTexts } from '../core/i18n/catalogs/en/header';
import { cookies } from '../core/persist';
import { configure } from '../core/stores';
import type { CommonData, Compliance, UserInfo } from '../core/types';
import { define, exElement } from '../ui/common/element-shell';
import { css } from '../ui/common/styles';
import { useSetting } from '../ui/common/use-setting';
import { drawerStyles } from '../ui/header/drawer/drawer-styles';
import { headerStyles } from '../ui/header/styles';
import { HeaderContext, type OpenMenu } from '../ui/header/header-context';
import { headerParts } from '../ui/header/parts';
import { HeaderActions, type HeaderActionsProps } from '../ui/header/account/HeaderActions';
import { headerAccountStyles } from '../ui/header/account/styles';

/** HeaderActions as <ex-header> holds it: in the header's one-open state. */
function TestActions(props: HeaderActionsProps) {
  const [open, setOpen] = useState<OpenMenu>(null);
  const theme = useSetting('theme').value;
  return createElement(HeaderContext.Provider, { value: { track() {}, openChat() {}, theme, parts: headerParts, open, setOpen } }, createElement(HeaderActions, props));
}

// with the header's stylesheets and texts, as <ex-header> brings them, on the header's background
// (.xh-header's): the dark theme's light text is read on it, not on the test page's white
const onHeaderBackground = css`:host { background: var(--ex-color-bg); }`;
class ExTestHeaderActions extends exElement(TestActions, {
  attributes: { variant: 'string' },
  styles: [headerStyles, drawerStyles, headerAccountStyles, onHeaderBackground],
  texts: [headerTexts, accountTexts],
  dependencies: { 'ex-reminder-panel': ExReminderPanel },
}) {}
define('ex-test-header-actions', ExTestHeaderActions);

export const DEMO_USER: UserInfo = {
  isLogin: true, uid: 10086123, nickname: 'Satoshi N.', user_nick: 'satoshi', tier_level: 1,
  tier_next_progress: 42.5, tier_next_usdt: 1500000, tier_next_gt_only: 2000, tier_next_asset_only_usd: 300000,
  curr_fiat: 'USD', kyc_status: 2, safe_level: 2, is_sub_account: false, white_list_show: true, user_avatar: '',
};

export interface PageCase {
  site?: number;
  lang?: string;
  testnet?: boolean;
  /** null: logged out */
  user?: Partial<UserInfo> | null;
  common?: CommonData;
  flags?: Record<string, boolean>;
  compliance?: Partial<Compliance>;
  extra?: Record<string, unknown>;
}

/** Sets the page-wide config for a case (every flag on unless given). */
export function page(c: PageCase = {}): void {
  const loggedIn = c.user !== null;
  configure({
    siteId: c.site ?? 0, lang: c.lang ?? 'en', testnet: !!c.testnet,
    user: loggedIn ? { ...DEMO_USER, ...c.user } : null,
    common: { is_login: loggedIn, isUKLimit: false, isItalyLimit: false, curr_fiat: 'USD', ...c.common },
    flags: { ...Object.fromEntries(HEADER_FLAGS.map((f) => [f, true])), ...c.flags },
    compliance: { menuList: [], businessList: [], ...c.compliance },
    ...c.extra,
  });
  cookies.set('csrftoken', 'test-token'); // the mock checks the CSRF header on POST
}

const mounted: Element[] = [];
afterEach(() => { for (const holder of mounted.splice(0)) holder.remove(); });

/**
 * Mounts HeaderActions in the test element. Not fixture(): it waits for an animation frame,
 * which never comes while the test page is a background tab (the runner's second page).
 */
export async function mount(variant: 'bar' | 'drawer' = 'bar', attrs = ''): Promise<HTMLElement> {
  const holder = document.createElement('div');
  holder.innerHTML = `<ex-test-header-actions variant="${variant}" ${attrs}></ex-test-header-actions>`;
  document.body.append(holder);
  mounted.push(holder);
  const el = holder.firstElementChild as HTMLElement;
  await waitUntil(() => el.shadowRoot?.querySelector('.xa-root'), 'HeaderActions did not render');
  return el;
}

export const $ = <T extends Element = HTMLElement>(el: Element, selector: string): T | null => el.shadowRoot!.querySelector<T>(selector);
export const $$ = <T extends Element = HTMLElement>(el: Element, selector: string): T[] => [...el.shadowRoot!.querySelectorAll<T>(selector)];

/** Waits for an element of the shadow root and returns it. */
export async function find<T extends Element = HTMLElement>(el: Element, selector: string): Promise<T> {
  await waitUntil(() => $(el, selector), `${selector} did not appear`);
  return $<T>(el, selector)!;
}

/** The mouse's pointer moving onto `node`, as a hover menu hears it (React's onPointerEnter listens to pointerover). */
export const pointerOnto = (node: Element): boolean =>
  node.dispatchEvent(new PointerEvent('pointerover', { pointerType: 'mouse', bubbles: true, composed: true }));

/** Opens one of the bar's menus by its trigger (part name) and waits for its panel: a click on a
 * button; the pointer onto a link with a panel (the bell, the avatar), whose click goes to its page. */
export async function openMenu(el: Element, part: string): Promise<HTMLElement> {
  const trigger = await find(el, `[part="${part}-trigger"]`);
  if (trigger.localName === 'a') pointerOnto(trigger); else trigger.click();
  const panel = await find(el, `[part="${part}-panel"]`);
  // the content loads on demand: the first time, the test server transforms its modules
  await waitUntil(() => panel.childElementCount, `the ${part} menu's content did not load`, { timeout: 8000 });
  return panel;
}

export const hrefs = (root: Element): string[] => [...root.querySelectorAll('a')].map((a) => a.getAttribute('href')!);
export const texts = (root: Element, selector: string): string[] => [...root.querySelectorAll(selector)].map((n) => n.textContent!.trim());

/** Keeps internal links from navigating the test page. */
export function cancelNavigation(target: EventTarget = document): () => void {
  const stop = (e: Event) => e.preventDefault();
  target.addEventListener('ex-navigate', stop);
  return () => target.removeEventListener('ex-navigate', stop);
}

export { expect };
