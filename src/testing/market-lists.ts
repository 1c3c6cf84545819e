// What the market view tests share: queries into an element's shadow root (rows in list
// order), typing, key presses, mounting and the fetch calls made.
import { fixture, html } from '@open-wc/testing';
import { waitUntil } from './wait';
import sinon from 'sinon';

export type El = HTMLElement & { shadowRoot: ShadowRoot };
export const $ = <T extends Element = HTMLElement>(el: El, selector: string) => el.shadowRoot.querySelector<T & HTMLElement>(selector);
export const $$ = (el: El, selector: string) => [...el.shadowRoot.querySelectorAll<HTMLElement>(selector)];
/** the rendered rows in list order (the DOM keeps them in recycling slots; aria-posinset says where each is) */
export const rows = (el: El) => $$(el, '[role="option"]').sort((a, b) => Number(a.getAttribute('aria-posinset')) - Number(b.getAttribute('aria-posinset')));
export const texts = (el: El) => rows(el).map((r) => r.querySelector('.symbol')!.textContent);
export const hrefs = (el: El) => rows(el).map((r) => r.getAttribute('href'));
export const tabs = (el: El, level = 'main') => $$(el, `.tabs.${level} [role="tab"]`);
export const withRows = async (el: El, min = 1) => { await waitUntil(() => rows(el).length >= min, 'rows', { timeout: 6000 }); };
export const withTabs = async (el: El) => { await waitUntil(() => tabs(el).length > 0, 'tabs', { timeout: 6000 }); };

/** types like a user: sets the value and fires the input event React listens to */
export function type(el: El, text: string) {
  const input = $<HTMLInputElement>(el, 'input')!;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
export const key = (target: HTMLElement, k: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));

export const mount = async (markup: unknown) => (await fixture<HTMLDivElement>(html`<div style="width:400px">${markup}</div>`)).firstElementChild as El;

/** Spies on fetch (sinon.restore() ends it); gives the URLs fetched that contain a path. */
export function watchFetch(): (path: string) => string[] {
  const spy = sinon.spy(window, 'fetch');
  return (path) => spy.getCalls().map((c) => (c.args[0] as Request).url).filter((u) => u.includes(path));
}
