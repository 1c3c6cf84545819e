// The header's search button (issue 29): a page's own <ex-search-modal> opens on it; on a page
// without one the header brings its own; a listener that cancels ex-search-open opens nothing.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { waitUntil } from '../../testing/wait';
import { $, clearHeaderCaches, desktop, mount, page, shadow } from '../../testing/header';
import { centre } from '../../testing/pointer';
import { committed, frames, turn } from '../../testing/settle';

const searchButton = (header: Element) => $<HTMLButtonElement>(header, 'button[aria-label="Search markets"]')!;
/** The header's own modal, when it has brought one. */
const ownModal = (header: Element) => $(header, 'ex-search-modal');
// none until the modal's definition, which comes on demand, has arrived
const dialogOf = (modal: Element) => modal.shadowRoot?.querySelector('dialog');
const isOpen = (modal: Element | null) => !!modal && !!dialogOf(modal)?.open;
const labels = (modal: Element) => [...shadow(modal).querySelectorAll('[role="option"] .label')].map((l) => l.textContent ?? '');
/** A real click (it focuses the button, as a visitor's does). */
const click = (target: Element) => sendMouse({ type: 'click', position: centre(target) });

describe('<ex-header> search button', () => {
  before(desktop);
  beforeEach(() => { clearHeaderCaches(); localStorage.clear(); page(); });

  it('alone on a page, brings its own search modal at the first press: it searches, Escape closes it and focus returns', async () => {
    const header = await mount();
    expect(ownModal(header) === null, 'a modal was brought before a press').to.be.true;
    const button = searchButton(header);
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => isOpen(ownModal(header)), 'no search modal opened');
    const modal = ownModal(header)!;
    const input = shadow(modal).querySelector<HTMLInputElement>('input[role="combobox"]')!;
    await waitUntil(() => shadow(modal).activeElement === input, 'the search box did not take focus');
    await sendKeys({ type: 'btc' });
    // results from the demo's mock API
    await waitUntil(() => labels(modal).some((l) => /^BTC\//.test(l)), `no results: ${labels(modal).join()}`, { timeout: 8000 });
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !isOpen(modal), 'Escape did not close it');
    await waitUntil(() => shadow(header).activeElement === button, 'focus did not return to the search button');
    // a second press opens the same modal, by the same event
    await click(button);
    await waitUntil(() => isOpen(modal), 'the second press did not open it');
    expect(shadow(header).querySelectorAll('ex-search-modal').length).to.equal(1);
    expect(document.querySelectorAll('ex-search-modal').length, 'nothing added to the page').to.equal(0);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !isOpen(modal));
  });

  it("on a page with its own <ex-search-modal>, that one opens and the header brings none", async () => {
    const pageModal = await fixture<HTMLElement>(html`<ex-search-modal></ex-search-modal>`);
    await waitUntil(() => shadow(pageModal).querySelector('dialog'), 'the page modal did not render');
    await committed(pageModal); // its listeners are in (the view's effects have run)
    const header = await mount();
    await click(searchButton(header));
    await waitUntil(() => isOpen(pageModal), "the page's modal did not open");
    expect(ownModal(header) === null, 'the header brought a second modal').to.be.true;
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !isOpen(pageModal));
  });

  it('a listener that cancels ex-search-open keeps every modal shut', async () => {
    const header = await mount();
    let heard = 0;
    const cancel = (e: Event) => { heard += 1; e.preventDefault(); };
    addEventListener('ex-search-open', cancel);
    try {
      await click(searchButton(header));
      await waitUntil(() => heard === 1, 'the event was not fired');
      // the header decides while the event is dispatched; its render, had it asked for one, has come
      await turn();
      await frames();
      // (booleans: chai's report of an element with React's internals does not end)
      expect(ownModal(header) === null, 'the header brought a modal').to.be.true;
      expect(document.querySelector('ex-search-modal') === null, 'a modal was added to the page').to.be.true;
    } finally {
      removeEventListener('ex-search-open', cancel);
    }
  });

  it('alone on a page, "/" and Ctrl+K open its own search modal as a press does; "/" typed in a text field does not', async () => {
    const header = await mount();
    const field = document.createElement('input');
    document.body.append(field);
    try {
      field.focus();
      await sendKeys({ type: '/' });
      await turn();
      await frames();
      expect(ownModal(header) === null, '"/" typed in a text field opened the search').to.be.true;
      expect(field.value).to.equal('/');
      field.blur();
      await sendKeys({ press: '/' });
      // (null-safe: the brought element is defined and drawn a moment after it is created)
      const opened = () => !!ownModal(header)?.shadowRoot?.querySelector('dialog')?.open;
      await waitUntil(opened, '"/" did not open the search');
      const modal = ownModal(header)!;
      const input = shadow(modal).querySelector<HTMLInputElement>('input[role="combobox"]')!;
      await waitUntil(() => shadow(modal).activeElement === input, 'the search box did not take focus');
      expect(input.value, 'the "/" is not typed into the box').to.equal('');
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !opened(), 'Escape did not close it');
    } finally {
      field.remove();
    }
    // Ctrl+K, anywhere, on another page
    ownModal(header)!.remove();
    const other = await mount();
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'k' });
    await sendKeys({ up: 'Control' });
    await waitUntil(() => !!ownModal(other)?.shadowRoot?.querySelector('dialog')?.open, 'Ctrl+K did not open the search');
    await sendKeys({ press: 'Escape' });
  });
});
