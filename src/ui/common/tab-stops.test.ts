// The tab stops in the page's drawn order (./tab-stops): what the header's panels and the
// dismissed notices move focus to.
import { expect, fixture, html } from '@open-wc/testing';
import { deepActiveElement, firstTabStop, nextTabStop, tabStopsIn } from './tab-stops';

/** A host whose shadow tree draws its light children in a slot between two controls of its own. */
function host(): HTMLElement {
  const el = document.createElement('div');
  el.attachShadow({ mode: 'open' }).innerHTML = '<button id="s1">s1</button><slot></slot><a id="s2" href="#">s2</a>';
  el.innerHTML = '<button id="l1">l1</button>';
  return el;
}

const ids = (els: Iterable<Element | undefined | null>) => [...els].map((el) => el?.id);

describe('tab stops (tab-stops)', () => {
  it('lists a panel\'s tab stops in drawn order: a shadow tree with its slotted children where the slot is', async () => {
    const panel = await fixture(html`<div><a id="a" href="#">a</a><span id="h"></span><input id="b"></div>`);
    panel.querySelector('#h')!.replaceWith(Object.assign(host(), { id: 'h' }));
    expect(ids(tabStopsIn(panel))).to.deep.equal(['a', 's1', 'l1', 's2', 'b']);
    expect(firstTabStop(panel)?.id).to.equal('a');
  });

  it('leaves out what Tab passes by: disabled, tabindex=-1, hidden, invisible, a link without href, a hidden input', async () => {
    const panel = await fixture(html`<div>
      <button disabled>d</button><a tabindex="-1" href="#">t</a><button hidden>h</button>
      <button style="visibility: hidden">v</button><a>no href</a><input type="hidden">
      <fieldset disabled><input></fieldset><span tabindex="0" id="ok">ok</span></div>`);
    expect(ids(tabStopsIn(panel))).to.deep.equal(['ok']);
    expect(firstTabStop(panel)?.id).to.equal('ok');
  });

  it('stops once in a group of radio buttons, as Tab does: at its checked one, or its first if none is', async () => {
    const panel = await fixture(html`<div>
      <fieldset><input type="radio" name="rise" id="r1"><input type="radio" name="rise" id="r2" checked><input type="radio" name="rise" id="r3"></fieldset>
      <fieldset><input type="radio" name="time" id="t1"><input type="radio" name="time" id="t2"></fieldset>
      <input type="radio" id="alone"></div>`);
    expect(ids(tabStopsIn(panel))).to.deep.equal(['r2', 't1', 'alone']);
    expect(firstTabStop(panel)?.id).to.equal('r2');
    panel.querySelector<HTMLInputElement>('#t2')!.checked = true;
    expect(ids(tabStopsIn(panel))).to.deep.equal(['r2', 't2', 'alone']);
  });

  it('takes the first enabled radio button of a group with none checked', async () => {
    const panel = await fixture(html`<div><fieldset>
      <input type="radio" name="rise" id="r1" disabled><input type="radio" name="rise" id="r2"><input type="radio" name="rise" id="r3"></fieldset></div>`);
    expect(ids(tabStopsIn(panel))).to.deep.equal(['r2']);
  });

  it('has no first stop in a panel whose content is not there yet', async () => {
    const panel = await fixture(html`<div><p>loading</p></div>`);
    expect(firstTabStop(panel)).to.equal(undefined);
  });

  it('finds the next stop after an element and everything inside it, across shadow roots, or none', async () => {
    const page = await fixture(html`<div><button id="before">b</button><section id="gone"><button id="inside">i</button></section><span id="h"></span></div>`);
    const h = host();
    page.querySelector('#h')!.replaceWith(h);
    expect(nextTabStop(page.querySelector('#gone')!)?.id).to.equal('s1');
    const last = h.shadowRoot!.querySelector('#s2')!;
    // the fixture is the page's last content: nothing follows the host's last control
    expect(nextTabStop(last)).to.equal(undefined);
  });

  it('names the focused control inside the shadow roots it is in', async () => {
    const page = await fixture(html`<div></div>`);
    const outer = host();
    page.append(outer);
    outer.shadowRoot!.querySelector<HTMLElement>('#s2')!.focus();
    expect(deepActiveElement(document)?.id).to.equal('s2');
    expect(document.activeElement).to.equal(outer, 'the document sees the host');
  });
});
