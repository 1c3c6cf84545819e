// Helpers of the header's browser tests: mounting, configuring and reading the shadow DOM.
import { fixture, html } from '@open-wc/testing';
import { waitUntil } from './wait';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/ex-header';
import { clearMemoryCache, CACHE_NAMES } from '../core/cache';
import { HEADER_FLAGS, NEW_MENU_FLAG } from '../core/header/flags';
import { loadCatalog } from '../core/i18n';
import { navigation } from '../core/navigation';
import { storage } from '../core/persist';
import { configure, stores } from '../core/stores';
import type { PageConfigInput, UserInfo } from '../core/types';
import { frames, recordPageFetches, type PageFetches } from './settle';

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

/**
 * Mounts a header and waits for its bar navigation (or drawer button) to render, then for the
 * bar to settle (below).
 */
export async function mount(attrs: { siteId?: number; lang?: string; pagePath?: string; apiBase?: string; theme?: string } = {}): Promise<HTMLElement> {
  const fetches = recordPageFetches();
  try {
    const el = await fixture<HTMLElement>(html`<ex-header site-id=${attrs.siteId ?? ''} lang=${attrs.lang ?? ''} page-path=${attrs.pagePath ?? '/'}
      api-base=${attrs.apiBase ?? ''} theme=${attrs.theme ?? ''}></ex-header>`);
    await waitUntil(() => $(el, '.xh-top') || ($(el, '.xh-nav') && !$(el, '.xh-nav[aria-busy]')), 'the header did not render', { timeout: 8000 });
    await waitUntil(() => $(el, '.xh-top'), 'the navigation did not render', { timeout: 8000 });
    await settled(el, fetches);
    return el;
  } finally { fetches.stop(); }
}

/** Resolves at the next rendering step that lays out one of `targets` (a new ResizeObserver's first report). */
const laidOut = (targets: Element[]): Promise<void> => new Promise((resolve) => {
  const observer = new ResizeObserver(() => { observer.disconnect(); resolve(); });
  for (const target of targets) observer.observe(target);
});

/**
 * Waits until the bar has taken everything that changes which entries it moves to More, and
 * has been measured after it: nothing in the header is loading ([aria-busy]: the menus'
 * rows), the element's language is in, every answer the header asked for since it was created
 * (the account side's account mode and cross-margin data, the rewards bubble, the menus, the
 * fiat list) has come and rendered, and the fonts are ready; then the bar's resize observer
 * has reported (a rendering step has laid the bar out; the header measures in that step) and
 * the render it asked for has been drawn, and a further measured frame left the bar as it was.
 */
async function settled(el: HTMLElement, fetches: PageFetches): Promise<void> {
  await waitUntil(() => !$(el, '[aria-busy]'), 'the header stayed busy', { timeout: 10_000 });
  await loadCatalog(el.getAttribute('lang') || stores.locale.get());
  await fetches.quiet({ timeout: 10_000 });
  await document.fonts.ready;
  // the host too: the bar's navigation is not laid out below 992 px (the drawer takes its place)
  const targets = () => [el, ...[$(el, '.xh-nav'), ...$$(el, '.xh-top > li')].filter((x): x is HTMLElement => !!x)];
  let before: string;
  let after = barEntries(el).join();
  let turns = 0;
  do {
    before = after;
    if (el.getClientRects().length) await laidOut(targets());
    await frames();
    after = barEntries(el).join();
    if (++turns > 20) throw new Error(`the bar did not settle: ${before} / ${after}`);
  } while (after !== before);
}

/** The top entries the bar shows (not the ones set aside for More). */
/** What a control shows: its text but what only assistive technology hears ("opens in a new window"). */
const shownText = (node: Element | null): string => [...(node?.childNodes ?? [])]
  .filter((child) => !(child instanceof Element && child.classList.contains('ex-visually-hidden')))
  .map((child) => child.textContent).join('').trim();

export const barEntries = (el: Element) =>
  $$(el, '.xh-top > .xh-top-item:not(.xh-overflow)').map((li) => shownText(li.querySelector('.xh-top-btn, .xh-top-link')));

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
