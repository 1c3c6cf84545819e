// Where focus goes when a visitor dismisses a notice from the keyboard (issue 42, WCAG 2.4.3):
// the notice's element, its dismissing control pressed with Enter, on a page with a control
// after it or with only a `main` before it; shared by the cookie notice's, the app banner's and
// the announcement bar's tests.
import { fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { waitUntil } from './wait';

export type Follows = 'a control' | 'nothing';

/** The dismissing `control` of the page's element marked `data-dismissed`, once shown. */
async function shownControl(page: HTMLElement, control: string): Promise<HTMLElement> {
  const host = page.querySelector<HTMLElement>('[data-dismissed]')!;
  await waitUntil(() => host.shadowRoot?.querySelector(control), `${control} not shown`);
  return host.shadowRoot!.querySelector<HTMLElement>(control)!;
}

/** The focused element as a test names it: its tag and id (a failed comparison of <body> itself reads the whole page). */
const focusedName = () => {
  const el = document.activeElement;
  return el ? `${el.localName}${el.id ? `#${el.id}` : ''}` : 'nothing';
};

/**
 * Renders `element` (its markup, marked `data-dismissed`) with a page's `main` before it and, if
 * `follows` says so, a link `a#after` after it; focuses its `control` and presses Enter; once the
 * control is gone, gives the focused element's name ('a#after', 'main', 'body').
 */
export async function focusAfterDismissal(element: string, control: string, follows: Follows) {
  const page = await fixture<HTMLElement>(`<div><main><p>The page's content</p></main>${element}${
    follows === 'a control' ? '<a id="after" href="#after">after</a>' : ''}</div>`);
  const button = await shownControl(page, control);
  button.focus();
  await sendKeys({ press: 'Enter' });
  await waitUntil(() => !button.isConnected, `${control} still shown`);
  return focusedName();
}

/**
 * Renders `element`, focuses a control `button#before` before it and clicks its `control` the way
 * a pointer does in Safari, where a click gives a button no focus; gives the focused element's name.
 */
export async function focusAfterPointerDismissal(element: string, control: string) {
  const page = await fixture<HTMLElement>(`<div><button id="before">before</button>${element}</div>`);
  const button = await shownControl(page, control);
  page.querySelector<HTMLElement>('#before')!.focus();
  button.click();
  await waitUntil(() => !button.isConnected, `${control} still shown`);
  return focusedName();
}
