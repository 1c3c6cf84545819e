import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import { VERSION } from '../../core/version';
import { waitUntil } from '../../testing/wait';
import { frames } from '../../testing/settle';
import { stores } from '../../core/stores';
import { lazy, type ComponentType } from 'react';
import { define, exElement } from './element-shell';
import { useEdition, useEmit, useLang, useSiteId, useT } from './host-context';
import { useSetting } from './use-setting';
import { css } from './styles';

interface ProbeProps { label?: string; open?: boolean; count?: number; items?: string[] }

function Probe({ label, open, count, items }: ProbeProps) {
  const siteId = useSiteId();
  const lang = useLang();
  const theme = useSetting('theme').value;
  const emit = useEmit();
  const edition = useEdition();
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

let translatedRenders = 0;
function TranslatedOnly() {
  const t = useT();
  translatedRenders++;
  return <span>{t('common.close')}</span>;
}
class ExProbeTranslated extends exElement(TranslatedOnly) {}
define('ex-probe-translated', ExProbeTranslated);

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

  it('defining a tag twice does not throw, keeps the first class, and says once which copy was kept (issue 40)', () => {
    class Other extends HTMLElement {}
    const warn = sinon.stub(console, 'warn');
    try {
      define('ex-probe', ExProbe);
      expect(warn.callCount, 'the same class again is no second copy').to.equal(0);
      expect(() => define('ex-probe', Other)).not.to.throw();
      expect(() => define('ex-probe-translated', Other)).not.to.throw();
      expect(warn.callCount, 'once for the copy').to.equal(1);
      expect(warn.firstCall.args[0]).to.equal(`[ex-elements] this page loads exchange-elements twice: kept exchange-elements ${VERSION} (defined first), ignored ${VERSION} (this copy). Load it once.`);
    } finally {
      warn.restore();
    }
    expect(customElements.get('ex-probe')).to.equal(ExProbe);
    expect(customElements.get('ex-probe-translated')).to.equal(ExProbeTranslated);
  });

  it('defining an element registers the elements it declares as dependencies, once', () => {
    class ExProbeInner extends exElement(() => null) {}
    class ExProbeOuter extends exElement(() => null, { dependencies: { 'ex-probe-inner': ExProbeInner } }) {}
    expect(customElements.get('ex-probe-inner')).to.equal(undefined);
    define('ex-probe-outer', ExProbeOuter);
    expect(customElements.get('ex-probe-inner')).to.equal(ExProbeInner);
    expect(() => define('ex-probe-outer', ExProbeOuter)).not.to.throw();
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

  describe('mounting in batches', () => {
    const nextMicrotask = () => Promise.resolve();
    const nextTask = () => new Promise((resolve) => setTimeout(resolve));
    const probes = (n: number, label: string) => Array.from({ length: n }, () => Object.assign(document.createElement('ex-probe'), { label }));
    let stage: HTMLDivElement;
    beforeEach(() => { stage = document.body.appendChild(document.createElement('div')); });
    afterEach(() => stage.remove());

    it('elements connected in one task all render by the end of that task, in one pass', async () => {
      const els = probes(4, 'b');
      stage.append(...els);
      expect(els.map(text).join()).to.equal(',,,');
      await nextMicrotask();
      expect(els.every((el) => text(el) === 'b|∅||0|en|light|main')).to.be.true;
      expect(els.every((el) => el.classList.contains('ex-light'))).to.be.true;
    });

    it('renders once, with the props and attributes set in the task that connected it', async () => {
      let renders = 0;
      const Counted = (props: ProbeProps) => { renders++; return <Probe {...props} />; };
      define('ex-probe-counted', exElement(Counted, spec));
      const el = document.createElement('ex-probe-counted') as Probe;
      stage.append(el);
      el.setAttribute('label', 'late');
      el.items = ['x'];
      el.setAttribute('count', '2');
      el.removeAttribute('count');
      await nextMicrotask();
      expect(text(el)).to.equal('late|∅|x|0|en|light|main');
      expect(renders).to.equal(1);
      el.label = 'after';
      await rendered(el, 'after|∅|x|0|en|light|main');
    });

    it('an element removed in the task that connected it never renders, and renders when connected again', async () => {
      const [el] = probes(1, 'gone');
      stage.append(el);
      el.remove();
      await nextTask();
      expect(el.shadowRoot!.childNodes.length).to.equal(0);
      stage.append(el);
      await nextMicrotask();
      expect(text(el)).to.equal('gone|∅||0|en|light|main');
      el.remove();
      expect(el.shadowRoot!.childNodes.length).to.equal(0);
    });

    it('a view that throws does not keep the others in its batch from rendering', async () => {
      const Boom = (): never => { throw new Error('boom'); };
      define('ex-probe-boom', exElement(Boom));
      const errors: string[] = [];
      const [first, last] = probes(2, 'ok');
      const onerror = window.onerror;
      window.onerror = (message) => { errors.push(String(message)); return true; };
      try {
        stage.append(first, document.createElement('ex-probe-boom'), last);
        await waitUntil(() => errors.length > 0, 'no error reported');
      } finally {
        window.onerror = onerror;
      }
      expect([first, last].map(text).join()).to.equal('ok|∅||0|en|light|main,ok|∅||0|en|light|main');
      expect(errors.length).to.equal(1);
      expect(errors[0]).to.contain('boom');
    });

    it('a view that loads on demand shows in the task its module arrives, with nothing shown before', async () => {
      let arrive!: (module: { default: ComponentType<ProbeProps> }) => void;
      const Loading = lazy(() => new Promise<{ default: ComponentType<ProbeProps> }>((resolve) => { arrive = resolve; }));
      define('ex-probe-lazy', exElement(Loading, spec));
      const el = Object.assign(document.createElement('ex-probe-lazy'), { label: 'lazy' });
      stage.append(el);
      await nextTask();
      expect(el.shadowRoot!.childNodes.length).to.equal(0);
      // a committed Suspense fallback would hold the view back by React's 300 ms reveal throttle
      arrive({ default: Probe });
      await nextTask();
      expect(text(el)).to.equal('lazy|∅||0|en|light|main');
    });

    it("an element defined before its view has loaded keeps the height the page reserved for it until the view commits (issue 17, CLS)", async () => {
      const reserve = Object.assign(document.createElement('style'), {
        textContent: 'ex-probe-reserved:not(:defined) { display: block; height: 50px; } ex-probe-reserved button { height: 20px; }',
      });
      document.head.append(reserve);
      const el = Object.assign(document.createElement('ex-probe-reserved'), { style: 'min-height: 1px' });
      stage.append(el);
      expect(el.getBoundingClientRect().height).to.equal(50);
      let arrive!: (module: { default: ComponentType<ProbeProps> }) => void;
      const Loading = lazy(() => new Promise<{ default: ComponentType<ProbeProps> }>((resolve) => { arrive = resolve; }));
      define('ex-probe-reserved', exElement(Loading, spec));
      await nextTask();
      expect(el.matches(':defined')).to.be.true;
      expect(el.shadowRoot!.childNodes.length, 'the view has not loaded').to.equal(0);
      expect(el.getBoundingClientRect().height, 'defined and empty, it keeps its place').to.equal(50);
      arrive({ default: Probe });
      await nextTask();
      expect(el.getBoundingClientRect().height, "the view's own height").to.be.below(50);
      expect(el.style.minHeight, "the page's own min-height is back").to.equal('1px');
      reserve.remove();
    });
  });

  it('a view re-renders for the stores it reads, not for every store; host classes still follow', async () => {
    const only = await fixture(html`<ex-probe-translated></ex-probe-translated>`);
    const probe = await fixture<Probe>(html`<ex-probe label="r"></ex-probe>`);
    await rendered(probe, 'r|∅||0|en|light|main');
    await waitUntil(() => only.shadowRoot?.textContent === 'Close');
    const before = { renders: translatedRenders, theme: stores.theme.get(), fiat: stores.fiat.get(), unread: stores.unread.get() };
    try {
      stores.theme.set('dark');
      stores.fiat.set('JPY');
      stores.unread.set({ probe: 1 });
      await rendered(probe, 'r|∅||0|en|dark|main');
      await waitUntil(() => only.classList.contains('ex-dark'), 'the host class did not follow the theme');
      await frames();
      expect(translatedRenders).to.equal(before.renders);
    } finally {
      stores.theme.set(before.theme);
      stores.fiat.set(before.fiat);
      stores.unread.set(before.unread);
    }
  });
});
