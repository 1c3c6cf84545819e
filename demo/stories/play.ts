// Steps a story runs once its elements have rendered, to show a state a visitor reaches by
// hand (a menu open, a sub-view chosen): the events a visitor's mouse would send, dispatched
// on the elements' own (shadow) DOM, so the state is the element's real one. Each step waits
// for its target first: menus load their content on demand.

export type Step =
  /** a mouse click on the first shown match */
  | { click: string }
  /** the mouse moving onto the first shown match (hover menus and panels) */
  | { hover: string }
  /** clicks each shown `among` (menu buttons) in turn until the menu it opens holds `reveal` */
  | { reveal: string; among: string }
  /** until a match is shown */
  | { wait: string };

export interface Opener {
  steps: Step[];
  /** taken instead when the first step's target is on the page but not shown (a narrow layout) */
  narrow?: Step[];
}

function* roots(root: Document | ShadowRoot): Generator<Document | ShadowRoot> {
  yield root;
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) yield* roots(el.shadowRoot);
}

/** Every match in the page and in every open shadow root. */
const matches = (selector: string): HTMLElement[] => [...roots(document)].flatMap((r) => [...r.querySelectorAll<HTMLElement>(selector)]);
const shown = (el: Element): boolean => el.getClientRects().length > 0;
const firstShown = (selector: string) => matches(selector).find(shown);

/** Resolves with `check()`'s first truthy value; the page says what it waits for (data-waiting-for). */
export function until<T>(check: () => T | null | undefined | false, what: string): Promise<T> {
  const html = document.documentElement;
  return new Promise((resolve) => {
    const poll = () => {
      const value = check();
      if (!value) { html.dataset.waitingFor = what; setTimeout(poll, 25); return; }
      delete html.dataset.waitingFor;
      resolve(value);
    };
    poll();
  });
}

const shownMatch = (selector: string) => until(() => firstShown(selector), selector);

function click(el: HTMLElement): void {
  // detail 1: a mouse click (the menus treat detail 0 as Enter or Space and move focus)
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, detail: 1, view: window }));
}

async function reveal(content: string, among: string): Promise<void> {
  for (const button of matches(among).filter(shown)) {
    if (button.getAttribute('aria-expanded') !== 'true') click(button);
    const menu = button.parentElement!;
    await until(() => button.getAttribute('aria-expanded') === 'true' && !menu.querySelector('[aria-busy="true"]'), `${among} open`);
    if (menu.querySelector(content)) return;
  }
  throw new Error(`no menu holds ${content}`);
}

async function run(step: Step): Promise<void> {
  if ('reveal' in step) return reveal(step.reveal, step.among);
  if ('wait' in step) { await shownMatch(step.wait); return; }
  if ('click' in step) { click(await shownMatch(step.click)); return; }
  (await shownMatch(step.hover)).dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true, pointerType: 'mouse', isPrimary: true }));
}

const target = (step: Step): string => ('reveal' in step ? step.among : 'wait' in step ? step.wait : 'click' in step ? step.click : step.hover);

/** Runs an opener: its steps, or its narrow steps when the layout hides the first target. */
export async function play(opener: Opener): Promise<void> {
  const first = target(opener.steps[0]);
  await until(() => matches(first).length > 0, first);
  const narrow = !firstShown(first);
  if (narrow && !opener.narrow) throw new Error(`${first} is not shown at this width`);
  for (const step of narrow ? opener.narrow! : opener.steps) await run(step);
}
