// Helpers of the header's browser tests: mounting, configuring and reading the shadow DOM.
import { fixture, html } from '@open-wc/testing';
import { waitUntil } from './wait';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/ex-header';
import { clearMemoryCache, CACHE_NAMES } from '../core/cache';
import { HEADER_FLAGS, NEW_MENU_FLAG } from '../core/header/flags';
import { navigation } from '../core/navigation';
import { storage } from '../core/persist';
import { configure } from '../core/stores';
import type { PageConfigInput, UserInfo } from '../core/types';

export const USER: UserInfo = { isLogin: true, uid: 10086123, nickname: 'Satoshi N.', is_sub_account: false, tier_level: 1 };
export const ALL_FLAGS_ON = { ...Object.fromEntries(HEADER_FLAGS.map((f) => [f, true])), [NEW_MENU_FLAG]: false };

/** The page as a logged-out visitor of the main site sees it, then `input` merged in. */
export function page(input: PageConfigInput & { hostMap?: Record<string, string> } = {}): void {
  configure({
    siteId: 0, lang: 'en', testnet: false, user: null, common: { is_login: false, lang_prefix: undefined, defaultBuyCryptoFiat: undefined },
    compliance: { menuList: [], businessList: [] }, flags: ALL_FLAGS_ON, hostMap: {}, ...input,
  } as PageConfigInput);
}

export const loggedIn = (user: UserInfo = USER): PageConfigInput => ({ user, common: { is_login: true } });

/** Stops real navigation; records it instead. */
export function recordNavigation(): { assigned: string[]; reloads: number; restore: () => void } {
  const { assign, reload } = navigation;
  const log = { assigned: [] as string[], reloads: 0, restore: () => { navigation.assign = assign; navigation.reload = reload; } };
  navigation.assign = (url) => { log.assigned.push(url); };
  navigation.reload = () => { log.reloads += 1; };
  return log;
}

export function clearHeaderCaches(): void {
  for (const name of [CACHE_NAMES.headerMenu, CACHE_NAMES.buyCryptoFiat]) storage.remove(name);
  clearMemoryCache();
}

export const desktop = () => setViewport({ width: 1440, height: 900 });
export const phone = () => setViewport({ width: 375, height: 800 });

export const shadow = (el: Element) => el.shadowRoot!;
export const $ = <T extends Element = HTMLElement>(el: Element, selector: string) => shadow(el).querySelector<T>(selector);
export const $$ = <T extends Element = HTMLElement>(el: Element, selector: string) => [...shadow(el).querySelectorAll<T>(selector)];

/** Mounts a header and waits for its bar navigation (or drawer button) to render. */
export async function mount(attrs: { siteId?: number; lang?: string; pagePath?: string; apiBase?: string; theme?: string } = {}): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(html`<ex-header site-id=${attrs.siteId ?? ''} lang=${attrs.lang ?? ''} page-path=${attrs.pagePath ?? '/'}
    api-base=${attrs.apiBase ?? ''} theme=${attrs.theme ?? ''}></ex-header>`);
  await waitUntil(() => $(el, '.xh-top') || ($(el, '.xh-nav') && !$(el, '.xh-nav[aria-busy]')), 'the header did not render', { timeout: 8000 });
  await waitUntil(() => $(el, '.xh-top'), 'the navigation did not render', { timeout: 8000 });
  await settled(el);
  return el;
}

/** Waits until the bar stops moving entries to More (the account side loads beside it). */
async function settled(el: Element): Promise<void> {
  let last = '';
  let still = 0;
  await waitUntil(() => {
    const now = barEntries(el).join();
    still = now === last ? still + 1 : 0;
    last = now;
    return still >= 4;
  }, 'the bar did not settle', { interval: 50, timeout: 5000 });
}

/** The top entries the bar shows (not the ones set aside for More). */
export const barEntries = (el: Element) =>
  $$(el, '.xh-top > .xh-top-item:not(.xh-overflow)').map((li) => (li.querySelector('.xh-top-btn, .xh-top-link')?.textContent ?? '').trim());

export const topButton = (el: Element, name: string) =>
  $$<HTMLButtonElement>(el, '.xh-top-item:not(.xh-overflow) > .xh-top-btn').find((b) => b.textContent!.trim() === name);

/** Opens a top menu by clicking its button; returns its menu element. */
export async function openMenu(el: Element, name: string): Promise<HTMLElement> {
  const button = topButton(el, name);
  if (!button) throw new Error(`no top menu "${name}" in ${barEntries(el).join(', ')}`);
  if (button.getAttribute('aria-expanded') !== 'true') button.click();
  await waitUntil(() => button.getAttribute('aria-expanded') === 'true' && $(el, `#${CSS.escape(button.getAttribute('aria-controls') ?? '_')}`));
  // the rows load on demand (at once when the browser was idle before)
  await waitUntil(() => !$(el, `#${CSS.escape(button.getAttribute('aria-controls')!)}[aria-busy]`), 'the menu rows did not load', { timeout: 8000 });
  return $(el, `#${CSS.escape(button.getAttribute('aria-controls')!)}`)!;
}

/** Opens the menu holding an entry: its own top menu, or More when the bar set it aside. */
export const openMenuHolding = (el: Element, name: string) => openMenu(el, topButton(el, name) ? name : 'More');

export const linksIn = (root: ParentNode) => [...root.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => a.getAttribute('href')!);

/**
 * Every link the bar offers: its top links and the links of every menu, opened one by one.
 * The bar may set entries aside for More while it settles (the account side loads), so More
 * is opened last: it holds whatever the bar no longer shows.
 */
export async function everyBarLink(el: Element): Promise<Set<string>> {
  const found = new Set<string>();
  const visibleButtons = () => $$<HTMLButtonElement>(el, '.xh-top-item:not(.xh-overflow) > .xh-top-btn').map((b) => b.textContent!.trim());
  const moreName = () => $(el, '.xh-more > .xh-top-btn')?.textContent!.trim() ?? '';
  for (const name of [...visibleButtons(), moreName()]) {
    if (!visibleButtons().includes(name)) continue;
    for (const href of linksIn(await openMenu(el, name))) found.add(href);
  }
  for (const a of $$<HTMLAnchorElement>(el, '.xh-top-item:not(.xh-overflow) > a.xh-top-link')) found.add(a.getAttribute('href')!);
  return found;
}
