// What the first paint does not need loads on demand (issue 9): once, when the browser is idle
// after the first paint, so a menu opened later renders its rows at once (the loader's own
// rules, once and a retry after a failure, are in src/core/loader.test.ts).
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../testing/wait';
import { headerParts } from './parts';
import { clearHeaderCaches, desktop, mount, page, topButton, $ } from '../../testing/header';

const onDemandLoaded = () => performance.getEntriesByType('resource').some((r) => /\/on-demand\.ts/.test(r.name));

describe('<ex-header> parts loaded on demand', () => {
  before(desktop);
  beforeEach(() => { clearHeaderCaches(); page(); });

  it('loads once, when idle after the first paint; a menu then opens with its rows at once', async () => {
    const el = await mount();
    await waitUntil(onDemandLoaded, 'the on-demand part was not prefetched', { timeout: 8000 });
    await headerParts.warm(); // the prefetched module has been evaluated
    const trade = topButton(el, 'Trade')!;
    trade.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail: 1 }));
    await Promise.resolve(); // React renders a click's update in a microtask; no load to wait for
    const menu = $(el, `#${CSS.escape(trade.getAttribute('aria-controls')!)}`)!;
    expect(menu.hasAttribute('aria-busy')).to.equal(false);
    expect(menu.querySelectorAll('[role="menuitem"]').length).to.be.above(5);
  });
});
