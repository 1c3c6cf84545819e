import { expect, html } from '@open-wc/testing';
import { waitUntil } from '../../testing/wait';
import { useLayoutEffect } from 'react';
import sinon from 'sinon';
import '../../../elements/ex-market-dropdown';
import { resetMarketState } from '../../testing/markets';
import { define, exElement } from '../common/element-shell';
import { useHost } from '../common/host-context';
import { MarketDropdown, marketStyles } from './index';
import { $, $$, mount, rows, texts, type, watchFetch, withRows, type El } from '../../testing/market-lists';
import { frames } from '../../testing/settle';

let calls: (path: string) => string[];

describe('the virtualised market list: one window of recycled rows', () => {
  beforeEach(() => {
    resetMarketState();
    calls = watchFetch();
  });
  afterEach(() => sinon.restore());

  it('a row still shown after a keystroke keeps its DOM node, wherever it moves', async () => {
    const el = await mount(html`<ex-market-dropdown market="spot"></ex-market-dropdown>`);
    await withRows(el);
    const bySymbol = () => new Map(rows(el).map((r) => [r.querySelector('.symbol')!.textContent!, r]));
    const all = (part: string) => texts(el).every((s) => s!.replace('/', '').includes(part));
    type(el, 'b');
    await waitUntil(() => all('B'));
    const before = bySymbol();
    const placeBefore = new Map([...before].map(([s, r]) => [s, r.getAttribute('aria-posinset')]));
    type(el, 'bt');
    await waitUntil(() => all('BT'));
    const after = bySymbol();
    const kept = [...after.keys()].filter((s) => before.has(s));
    expect(kept.filter((s) => after.get(s)!.getAttribute('aria-posinset') !== placeBefore.get(s)).length).to.be.above(0);
    expect(kept.every((s) => after.get(s) === before.get(s))).to.be.true;
  });

  it('the options are in the DOM (and the accessibility tree) in list order after a scroll: browse mode reads them in order', async () => {
    const el = await mount(html`<ex-market-dropdown market="spot"></ex-market-dropdown>`);
    await withRows(el);
    const places = () => $$(el, '[role="option"]').map((r) => Number(r.getAttribute('aria-posinset')));
    $(el, '.list')!.scrollTop = 58 * 20;
    await waitUntil(() => places().includes(39), `the rows after the scroll: ${places()}`);
    await frames(2);
    expect(places()).to.deep.equal([...places()].sort((a, b) => a - b));
  });

  it('a row asks for its first icon after the frame that shows it, also after a jump', async () => {
    const el = document.createElement('ex-market-dropdown') as El;
    el.setAttribute('market', 'spot');
    const icon = (r: HTMLElement) => r.querySelector<HTMLElement>('.avatar')!.style.backgroundImage.startsWith('url(');
    /** whether the rows `which` picks had icons the first time any of them was in the DOM */
    const iconsAtFirstSight = (which: (r: HTMLElement) => boolean) => {
      let seen: boolean | undefined;
      new MutationObserver(() => { const picked = rows(el).filter(which); if (seen === undefined && picked.length) seen = picked.some(icon); })
        .observe(el.shadowRoot, { subtree: true, childList: true, characterData: true, attributes: true });
      return () => seen;
    };
    const top = iconsAtFirstSight(() => true);
    await mount(html`${el}`);
    await withRows(el);
    await waitUntil(() => rows(el).every(icon), 'icons after the first frame');
    expect(top()).to.equal(false);
    const isFar = (r: HTMLElement) => Number(r.getAttribute('aria-posinset')) > 1200;
    const far = iconsAtFirstSight(isFar);
    $(el, '.list')!.scrollTop = 58 * 1200; // far more than the list's height in one frame
    await waitUntil(() => rows(el).filter(isFar).length > 0 && rows(el).filter(isFar).every(icon), 'icons once the list settles');
    expect(far()).to.equal(false);
  });

  it('renders one window of rows when active from the first render, with rows cached and the styles adopted after the view', async () => {
    // as the header's market panels mount it: their layout effect adopts the stylesheet after the list's own ran
    function LateStyles() {
      const host = useHost();
      useLayoutEffect(() => { host.shadowRoot!.adoptedStyleSheets = [...host.shadowRoot!.adoptedStyleSheets, marketStyles.sheet]; }, [host]);
      return <MarketDropdown market="spot" active />;
    }
    define('ex-test-late-styles', exElement(LateStyles));
    const cached = await mount(html`<ex-market-dropdown market="spot"></ex-market-dropdown>`);
    await withRows(cached);
    cached.parentElement!.remove();
    const el = document.createElement('ex-test-late-styles') as El;
    let most = 0;
    new MutationObserver(() => { most = Math.max(most, rows(el).length); }).observe(el.shadowRoot, { childList: true, subtree: true });
    await mount(html`${el}`);
    await withRows(el);
    await frames(); // the size observer's first report, and the renders it causes, have come
    expect(most).to.be.within(10, 40); // not all 2,500 (each with its icon)
    expect(calls('/market/spots')).to.have.length(1);
  });
});
