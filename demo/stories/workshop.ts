// The designers' workshop (Storybook) around the stories: the toolbar's globals, each story on
// a page of its own (storage, cookies, tab channel and the elements' state: story-sandbox.ts),
// its page config, the element built from its args with its ex-* events in Actions, the menus
// its play opens through the real UI (openers.ts), and data-story="ready" on <html> once it is
// on show (the tests and the screenshots wait for it; data-opens names what its play opened).
import type { Args, Decorator, Loader, StoryContext } from '@storybook/web-components-vite';
import { action } from 'storybook/actions';
import { EDITIONS } from '../../src/core/editions';
import { PERSISTED } from '../../src/core/settings';
import type { PageConfigInput } from '../../src/core/types';
import { configFor, FIATS, LANG_LIST } from './demo-config';
import { eventsOf, isProperty } from './manifest';
import { OPENERS, type OpenerName } from './openers';
import { play, until } from './play';
import { isolateStory, type StorySeed } from './story-sandbox';

/** What a story adds to the page (`parameters.ex`): config over the toolbar's, storage and cookies. */
export interface ExParameters extends StorySeed {
  config?: PageConfigInput;
}

const item = (value: string, title: string) => ({ value, title });
const toolbar = (title: string, icon: string, items: Array<{ value: string; title: string }>) =>
  ({ description: title, toolbar: { title, icon, items, dynamicTitle: true } });

/** The toolbar: edition, language, theme, rise colour, fiat, logged in or out, VIP tier. */
export const globalTypes = {
  edition: toolbar('Edition', 'globe', EDITIONS.map((e) => {
    const key = e.key === 'testnet' ? 'testnet' : String(e.siteId);
    return item(key, `${e.name} (${key})`);
  })),
  lang: toolbar('Language', 'transfer', Object.entries(LANG_LIST).map(([code, name]) => item(code, `${name} (${code})`))),
  theme: toolbar('Theme', 'mirror', [item('light', 'Light'), item('dark', 'Dark')]),
  rise: toolbar('Rise colour', 'arrowup', [item('edition', 'Edition’s rise colour'), item('risegreen', 'Green for rise'), item('risered', 'Red for rise')]),
  fiat: toolbar('Fiat', 'credit', FIATS.map((fiat) => item(fiat, fiat))),
  login: toolbar('Session', 'user', [item('in', 'Logged in'), item('out', 'Logged out')]),
  vip: toolbar('VIP tier', 'star', [0, 1, 2, 3, 4, 5].map((tier) => item(String(tier), tier ? `VIP ${tier}` : 'Regular (tier 0)'))),
  /** not in the toolbar: `globals=open:<opener>` in a story's URL opens that menu (openers.ts) on a story that opens none */
  open: { description: 'What the story opens (openers.ts), when it opens nothing itself' },
};
type Globals = Record<keyof typeof globalTypes, string>;
export const initialGlobals: Globals = { edition: '0', lang: 'en', theme: 'light', rise: 'edition', fiat: 'USD', login: 'in', vip: '1', open: 'nothing' };
const ownGlobals = (globals: Args): Globals =>
  Object.fromEntries(Object.keys(globalTypes).map((key) => [key, String(globals[key] ?? initialGlobals[key as keyof Globals])])) as Globals;

/** The viewports of the toolbar: a desktop, a laptop and a phone. */
export const viewports = {
  desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
  laptop: { name: 'Laptop 1024', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
  phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
};
/** The height of a story's frame on its docs page (menus and fixed surfaces overflow the element). */
export const frame = (height: number) => ({ story: { height: `${height}px` } });

/** A story's own viewport (`globals` of the story). */
export const PHONE = { viewport: { value: 'phone', isRotated: false } };

/** The page config of the toolbar's choices, the story's own over it. */
function pageConfig(globals: Globals, extra: PageConfigInput = {}): PageConfigInput {
  const login = globals.login === 'in';
  const base = configFor({
    site: globals.edition, lang: globals.lang, theme: globals.theme === 'dark' ? 'dark' : 'light', login,
    vip: Number(globals.vip), sub: false,
  });
  const user = base.user ? { ...base.user, curr_fiat: globals.fiat } : null;
  return {
    ...base, ...extra,
    common: { ...base.common, curr_fiat: globals.fiat, ...extra.common },
    user: extra.user === undefined ? user : extra.user,
  };
}

const PAGE = '__exWorkshopPage';
const pageKey = (context: StoryContext) => JSON.stringify([context.id, ownGlobals(context.globals)]);

/**
 * Loads the story on this page again: the elements keep their state for the page's life, so
 * another story (or other toolbar choices) gets a fresh page, the choices kept in its URL.
 */
function reloadFor(context: StoryContext): Promise<never> {
  const url = new URL(location.href);
  const viewport = (context.globals.viewport as { value?: string } | undefined)?.value;
  const globals = { ...ownGlobals(context.globals), ...(viewport ? { 'viewport.value': viewport } : {}) };
  url.searchParams.set('id', context.id);
  url.searchParams.set('viewMode', 'story');
  url.searchParams.delete('args');
  url.searchParams.set('globals', Object.entries(globals).map(([key, value]) => `${key}:${value}`).join(';'));
  location.replace(url);
  return new Promise(() => {});
}

/**
 * Sets the page up for the story before the elements load (as a host page would): its own
 * storage and cookies, the config block, the theme; then the elements (src/index.ts).
 */
export const setUpPage: Loader = async (context) => {
  const holder = window as unknown as Record<string, string | undefined>;
  if (holder[PAGE] !== undefined) {
    if (holder[PAGE] !== pageKey(context)) await reloadFor(context);
    return;
  }
  holder[PAGE] = pageKey(context);
  const globals = ownGlobals(context.globals);
  const ex = (context.parameters.ex ?? {}) as ExParameters;
  // the mock checks the CSRF header against this cookie, which a host's server sets (the workshop has none)
  const rise: Record<string, string> = globals.rise === 'edition' ? {} : { [PERSISTED.riseColour]: globals.rise };
  isolateStory({ storage: ex.storage, cookies: { csrftoken: 'workshop', ...rise, ...ex.cookies } });
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = 'ex-config';
  config.textContent = JSON.stringify(pageConfig(globals, ex.config));
  document.head.append(config);
  document.documentElement.classList.toggle('dark', globals.theme === 'dark');
  await import('../../src/index');
};

/**
 * The element `tag` with the story's args as attributes, or as properties where the arg is a
 * property's (`siteId`: an attribute of that name is none of the element's), so a control
 * changes it live, and each of its events logged in Actions; ex-navigate is cancelled, so a link
 * leaves the story on show.
 */
export function element(tag: string, args: Args): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined || value === null || value === false || typeof value === 'function' || typeof value === 'object') continue;
    if (isProperty(tag, name)) Object.assign(el, { [name]: value });
    else el.setAttribute(name, value === true ? '' : String(value));
  }
  for (const name of eventsOf(tag)) {
    const log = action(name);
    el.addEventListener(name, (event) => {
      log((event as CustomEvent).detail);
      if (name === 'ex-navigate') event.preventDefault();
    });
  }
  return el;
}

/** A render of `tag` from args, with a note under it (what an empty-looking story shows). */
export const renderTag = (tag: string, note?: string) => (args: Args) => {
  if (!note) return element(tag, args);
  const box = document.createElement('div');
  const p = document.createElement('p');
  p.className = 'story-note';
  p.textContent = note;
  box.append(element(tag, args), p);
  return box;
};

/** Every element of the story has rendered once: its host carries the theme class (host-context.tsx). */
const rendered = (root: HTMLElement) => until(() => [...root.querySelectorAll('*')]
  .filter((el) => el.localName.startsWith('ex-'))
  .every((el) => el.classList.contains('ex-light') || el.classList.contains('ex-dark')), 'the elements');

/** Finite animations (the drawer sliding in) have ended: the story shows what stays. */
const animationsDone = () => Promise.all(document.getAnimations()
  .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
  .map((a) => a.finished.catch(() => undefined)));

/** A story's play: opens `name` (openers.ts) once the elements have rendered, as a visitor would. */
export const opens = (name: OpenerName) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  document.documentElement.dataset.opens = name;
  await rendered(canvasElement);
  await play(OPENERS[name]);
};

/** After the story (and its play): opens what `globals.open` names when the play opened nothing, and marks it on show. */
export async function markReady({ canvasElement, globals }: { canvasElement: HTMLElement; globals: Args }): Promise<void> {
  const open = String(globals.open);
  if (Object.hasOwn(OPENERS, open) && !document.documentElement.dataset.opens) await opens(open as OpenerName)({ canvasElement });
  await rendered(canvasElement);
  await animationsDone();
  document.documentElement.dataset.story = 'ready';
}

/** Clears the mark while a story renders again (a control changed). */
export const unmark: Decorator = (story) => {
  delete document.documentElement.dataset.story;
  return story();
};
