// The navigation's hover menus with the real mouse (§4 hover panels): a click inside one keeps
// it open, also when what the click opened shrinks away from the pointer.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../../testing/wait';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { $, clearHeaderCaches, desktop, mount, page, topButton } from '../../../testing/header';
import { AWAY, centre } from '../../../testing/pointer';
import { frames } from '../../../testing/settle';


describe('<ex-header> hover menus with the real mouse', () => {
  before(desktop);
  beforeEach(() => { clearHeaderCaches(); page(); });
  afterEach(() => resetMouse());

  it('the pay-with panel of a hover-opened Buy menu stays open while its list shrinks to nothing', async () => {
    const el = await mount();
    const button = topButton(el, 'Buy Crypto')!;
    await sendMouse({ type: 'move', position: centre(button) });
    await waitUntil(() => button.getAttribute('aria-expanded') === 'true');
    await waitUntil(() => $(el, '[data-special="payWith"]'), 'the Buy menu did not render', { timeout: 8000 });
    await sendMouse({ type: 'click', position: centre($(el, '[data-special="payWith"]')!) });
    const panel = () => $(el, '[data-panel-frame="payWith"]')!;
    await waitUntil(() => panel() && !panel().hidden && panel().querySelectorAll('a').length > 10, 'fiats did not load');
    await sendMouse({ type: 'click', position: centre(panel().querySelector('input')!) });
    await sendKeys({ type: 'urx' });
    await waitUntil(() => panel().textContent!.includes('No currency matches “urx”'));
    await frames();
    expect(button.getAttribute('aria-expanded'), 'the menu closed under the pointer').to.equal('true');
    expect(panel().hidden).to.be.false;
    await sendMouse({ type: 'move', position: AWAY });
    await frames();
    expect(button.getAttribute('aria-expanded'), 'a clicked menu closed when the mouse left').to.equal('true');
    await sendMouse({ type: 'click', position: AWAY });
    await waitUntil(() => button.getAttribute('aria-expanded') === 'false');
  });
});
