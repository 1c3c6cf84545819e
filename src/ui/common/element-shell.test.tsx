import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { define, exElement } from './element-shell';
import { useEx } from './host-context';
import { css } from './styles';

interface ProbeProps { label?: string; open?: boolean; count?: number; items?: string[] }

function Probe({ label, open, count, items }: ProbeProps) {
  const { siteId, lang, theme, emit, edition } = useEx();
  return (
    <button type="button" data-open={String(open)} onClick={() => emit('ex-probe', { label })}>
      {`${label ?? '∅'}|${count ?? '∅'}|${(items ?? []).join(',')}|${siteId}|${lang}|${theme}|${edition.key}`}
    </button>
  );
}

const probeStyles = css`button { color: rgb(1, 2, 3); }`;
const spec = { attributes: { label: 'string', open: 'boolean', count: 'number' }, properties: ['items'], styles: [probeStyles] } as const;
class ExProbe extends exElement(Probe, spec) {}
define('ex-probe', ExProbe);

type Probe = HTMLElement & { open: boolean; items?: string[]; label?: string };
const text = (el: Element) => el.shadowRoot?.querySelector('button')?.textContent ?? '';
const rendered = async (el: Element, expected: string) => {
  await waitUntil(() => text(el) === expected, `expected "${expected}", got "${text(el)}"`);
};

describe('element shell', () => {
  it('renders into an open shadow root with the shared and own stylesheets', async () => {
    const el = await fixture<Probe>(html`<ex-probe label="hi" count="3"></ex-probe>`);
    await rendered(el, 'hi|3||0|en|light|main');
    expect(el.shadowRoot!.mode).to.equal('open');
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.equal(2);
    expect(getComputedStyle(el.shadowRoot!.querySelector('button')!).color).to.equal('rgb(1, 2, 3)');
    await waitUntil(() => el.classList.contains('ex-light'), 'no theme class on the host');
  });

  it('defining a tag twice does not throw and keeps the first class', () => {
    class Other extends HTMLElement {}
    expect(() => define('ex-probe', Other)).not.to.throw();
    expect(customElements.get('ex-probe')).to.equal(ExProbe);
  });

  it('removing an attribute resets its prop', async () => {
    const el = await fixture<Probe>(html`<ex-probe label="hi" count="3"></ex-probe>`);
    await rendered(el, 'hi|3||0|en|light|main');
    el.removeAttribute('label');
    el.removeAttribute('count');
    await rendered(el, '∅|∅||0|en|light|main');
  });

  it('an empty string attribute is an empty string, not the old value', async () => {
    const el = await fixture<Probe>(html`<ex-probe label="hi"></ex-probe>`);
    await rendered(el, 'hi|∅||0|en|light|main');
    el.setAttribute('label', '');
    await rendered(el, '|∅||0|en|light|main');
  });

  it('a boolean attribute is true by presence, false when removed or "false"', async () => {
    const el = await fixture<Probe>(html`<ex-probe open></ex-probe>`);
    const button = () => el.shadowRoot!.querySelector('button')!;
    await waitUntil(() => button()?.dataset.open === 'true');
    expect(el.open).to.be.true;
    el.removeAttribute('open');
    await waitUntil(() => button().dataset.open === 'undefined');
    expect(el.open).to.be.false;
    el.setAttribute('open', 'false');
    await waitUntil(() => button().dataset.open === 'false');
    el.open = true;
    expect(el.getAttribute('open')).to.equal('');
    await waitUntil(() => button().dataset.open === 'true');
  });

  it('rich data is a property, never reflected to an attribute', async () => {
    const el = await fixture<Probe>(html`<ex-probe></ex-probe>`);
    el.items = ['a', 'b'];
    await rendered(el, '∅|∅|a,b|0|en|light|main');
    expect(el.hasAttribute('items')).to.be.false;
  });

  it('keeps a property set before the element upgraded', async () => {
    const el = document.createElement('ex-probe-late') as Probe;
    el.items = ['early'];
    document.body.append(el);
    class ExProbeLate extends exElement(Probe, spec) {}
    define('ex-probe-late', ExProbeLate);
    await rendered(el, '∅|∅|early|0|en|light|main');
    el.remove();
  });

  it('per-element site-id, lang and theme override the page', async () => {
    const el = await fixture<Probe>(html`<ex-probe site-id="232" lang="tr" theme="dark"></ex-probe>`);
    await rendered(el, '∅|∅||232|tr|dark|us');
    expect(el.classList.contains('ex-dark')).to.be.true;
    // the US edition is always green-up (§4)
    expect(el.classList.contains('ex-risegreen')).to.be.true;
  });

  it('ex-* events bubble out of the shadow root and are composed', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div><ex-probe label="x"></ex-probe></div>`);
    const el = wrapper.querySelector('ex-probe')!;
    await rendered(el, 'x|∅||0|en|light|main');
    let received: CustomEvent | null = null;
    wrapper.addEventListener('ex-probe', (e) => { received = e as CustomEvent; });
    el.shadowRoot!.querySelector('button')!.click();
    expect(received).to.not.equal(null);
    expect(received!.detail).to.deep.equal({ label: 'x' });
    expect(received!.composed && received!.bubbles).to.be.true;
    expect(received!.target).to.equal(el);
  });

  it('survives being moved in the DOM', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div><ex-probe label="m"></ex-probe><p></p></div>`);
    const el = wrapper.querySelector('ex-probe')!;
    await rendered(el, 'm|∅||0|en|light|main');
    wrapper.querySelector('p')!.append(el);
    await rendered(el, 'm|∅||0|en|light|main');
  });
});
