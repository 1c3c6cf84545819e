// Hover-opened menus with the real mouse (§4 hover panels): a click inside one keeps it open,
// and a menu never closes because its own content changed size under a pointer standing still.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../../testing/wait';
import { resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import { setFiat } from '../../../core/stores';
import { find, mount, page } from '../../../testing/header-account';
import { AWAY, centre } from '../../../testing/pointer';
import { frames } from '../../../testing/settle';

const $ = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const settingsOpen = (el: Element) => $(el, '[part="settings-trigger"]')?.getAttribute('aria-expanded') === 'true';
const rowNamed = (panel: Element, text: string) =>
  [...panel.querySelectorAll<HTMLElement>('button')].find((b) => b.textContent!.includes(text))!;

/** Opens the settings menu by moving the mouse onto its button, as a visitor does. */
async function hoverSettings(): Promise<{ el: HTMLElement; panel: HTMLElement }> {
  const el = await mount();
  await sendMouse({ type: 'move', position: centre(await find(el, '[part="settings-trigger"]')) });
  const panel = await find(el, '[part="settings-panel"]');
  await waitUntil(() => panel.querySelector('.xa-settings'), 'the settings content did not load', { timeout: 8000 });
  return { el, panel };
}

/** Whether the node is on screen and is what the visitor sees at its centre. */
function visible(el: Element, node: Element): boolean {
  const r = node.getBoundingClientRect();
  const [x, y] = centre(node);
  return r.width > 0 && r.height > 0 && el.shadowRoot!.elementFromPoint(x, y) !== null && node.contains(el.shadowRoot!.elementFromPoint(x, y));
}

/** A point of the panel on no link or button: its padding or a heading. */
function plainSpot(el: Element, panel: Element): [number, number] {
  const r = panel.getBoundingClientRect();
  for (let y = Math.ceil(r.top) + 2; y < r.bottom; y += 4) {
    for (let x = Math.ceil(r.left) + 2; x < r.right; x += 8) {
      const hit = el.shadowRoot!.elementFromPoint(x, y);
      if (hit && panel.contains(hit) && !hit.closest('a, button, input, label')) return [x, y];
    }
  }
  throw new Error('the panel has no plain spot');
}

describe('HeaderActions: hover-opened menus with the real mouse', () => {
  before(() => setViewport({ width: 1440, height: 900 }));
  beforeEach(() => { page(); setFiat('EUR'); });
  afterEach(async () => { await resetMouse(); setFiat('USD'); });

  it('a real click on the button of a hover-opened menu keeps it open; a second one closes it', async () => {
    const { el } = await hoverSettings();
    const trigger = $(el, '[part="settings-trigger"]')!;
    await sendMouse({ type: 'click', position: centre(trigger) });
    await frames();
    expect(settingsOpen(el), 'the first click closed it').to.be.true;
    await sendMouse({ type: 'move', position: AWAY });
    await frames();
    expect(settingsOpen(el)).to.be.true;
    await sendMouse({ type: 'click', position: centre(trigger) });
    await waitUntil(() => !settingsOpen(el), 'the second click did not close it');
  });

  it('choosing "Currency" in a hover-opened settings menu shows the fiat list and stays open (§4)', async () => {
    const { el, panel } = await hoverSettings();
    await sendMouse({ type: 'click', position: centre(rowNamed(panel, 'Currency')) });
    const fiats = await find(el, 'ul.xa-fiats');
    await frames();
    expect(settingsOpen(el), 'the menu closed under the pointer').to.be.true;
    expect(visible(el, fiats.querySelector('li button')!), 'the fiat list is not visible').to.be.true;
    // a click made it the visitor's: moving away keeps it, a click elsewhere closes it
    await sendMouse({ type: 'move', position: AWAY });
    await frames();
    expect(settingsOpen(el)).to.be.true;
    await sendMouse({ type: 'click', position: AWAY });
    await waitUntil(() => !settingsOpen(el), 'a click outside did not close the menu');
  });

  it('turning the rate switch on opens the fiat view and the menu stays open (§4)', async () => {
    setFiat('');
    const { el, panel } = await hoverSettings();
    await sendMouse({ type: 'click', position: centre(panel.querySelector('[role="switch"]')!) });
    const fiats = await find(el, 'ul.xa-fiats');
    await frames();
    expect(settingsOpen(el), 'the menu closed under the pointer').to.be.true;
    expect(visible(el, fiats.querySelector('li button')!)).to.be.true;
  });

  it('the language view of a hover-opened menu stays open and its list can be reached', async () => {
    const { el, panel } = await hoverSettings();
    await sendMouse({ type: 'click', position: centre(rowNamed(panel, 'Language and region')) });
    const list = await find(el, 'ul.xa-options');
    await frames();
    expect(settingsOpen(el)).to.be.true;
    expect(visible(el, list.querySelector('li button')!)).to.be.true;
  });

  it('content that shrinks away from a still pointer does not close the menu; moving away does', async () => {
    const { el, panel } = await hoverSettings();
    // the pointer rests on the last row; the rate switch goes off elsewhere, and that row goes
    await sendMouse({ type: 'move', position: centre(rowNamed(panel, 'Currency')) });
    const before = panel.getBoundingClientRect().height;
    setFiat('');
    await waitUntil(() => panel.getBoundingClientRect().height < before, 'the menu did not shrink');
    await frames();
    expect(settingsOpen(el), 'the menu closed when its content shrank').to.be.true;
    await sendMouse({ type: 'move', position: AWAY });
    await waitUntil(() => !settingsOpen(el), 'a hover-opened menu stayed open after the mouse left');
  });

  for (const part of ['wallet', 'orders', 'personal', 'download']) {
    it(`a click inside the hover-opened ${part} menu keeps it open when the mouse leaves`, async () => {
      const el = await mount();
      await sendMouse({ type: 'move', position: centre(await find(el, `[part="${part}-trigger"]`)) });
      const panel = await find(el, `[part="${part}-panel"]`);
      await waitUntil(() => panel.childElementCount, `the ${part} content did not load`, { timeout: 8000 });
      await sendMouse({ type: 'click', position: plainSpot(el, panel) });
      await sendMouse({ type: 'move', position: AWAY });
      await frames();
      expect($(el, `[part="${part}-trigger"]`)!.getAttribute('aria-expanded'), part).to.equal('true');
    });
  }
});
