// The classic script's element views (tools/rollup-lazy-views.mjs): an element file's surface
// imports (views, stylesheets, English texts) arrive as exports of one group loader, used as the
// element declares them.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../testing/wait';
import { onDemand } from '../../core/loader';
import { define, exElement } from './element-shell';
import type { MessageKey } from '../../core/i18n';
import { useT } from './host-context';
import { onDemandExport, onDemandTexts } from './lazy-view';
import { css, type Styles } from './styles';

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

function Greeting({ label }: { label?: string }) {
  return <button type="button">{`hello ${label}`}</button>;
}
const greetingStyles = css`button { color: rgb(4, 5, 6); }`;

describe('lazy-view (an element whose view and stylesheet load on demand)', () => {
  it('defines the element at once, shows nothing until its group arrives, then the view with its stylesheet filled', async () => {
    let arrive!: (module: Record<string, unknown>) => void;
    let loads = 0;
    const group = onDemand('<ex-greeting>', () => { loads++; return new Promise<Record<string, unknown>>((resolve) => { arrive = resolve; }); });
    // as the build writes it (plain JS): the element shell reads only a stylesheet's `sheet`
    const styles = onDemandExport(group, 'greetingStyles') as unknown as Styles;
    define('ex-greeting', exElement(onDemandExport(group, 'Greeting'), { attributes: { label: 'string' }, styles: [styles] }));
    const el = Object.assign(document.createElement('ex-greeting'), { label: 'there' });
    document.body.append(el);
    await nextTask();
    expect(el.shadowRoot!.childNodes.length).to.equal(0);
    const sheet = el.shadowRoot!.adoptedStyleSheets.at(-1)!;
    expect(sheet.cssRules.length).to.equal(0); // adopted at once, empty
    arrive({ Greeting, greetingStyles });
    await nextTask();
    const button = el.shadowRoot!.querySelector('button')!;
    expect(button.textContent).to.equal('hello there');
    expect(getComputedStyle(button).color).to.equal('rgb(4, 5, 6)');
    expect(loads).to.equal(1); // the view and the stylesheet share the group's one load
    el.remove();
  });

  it('asks again for a view that failed to load after a pause, or once back online, never in a loop of renders, saying meanwhile that something went wrong', async () => {
    let loads = 0;
    // lost twice, as a chunk on a flaky network is, then there
    const group = onDemand('<ex-flaky>', () => (++loads < 3 ? Promise.reject(new Error('lost')) : Promise.resolve({ Greeting })));
    define('ex-flaky', exElement(onDemandExport(group, 'Greeting'), { attributes: { label: 'string' } }));
    const el = Object.assign(document.createElement('ex-flaky'), { label: 'again' });
    document.body.append(el);
    await waitUntil(() => loads === 1);
    for (let i = 0; i < 5; i++) await nextTask(); // a render loop would have asked again, and shown the view, by now
    expect(loads).to.equal(1);
    expect(el.shadowRoot!.querySelector('button')).to.equal(null);
    // no server's nodes to keep: it says so, in the page's language, instead of showing nothing
    const lost = () => el.shadowRoot!.querySelector('[role=status]');
    await waitUntil(lost, 'the lost view says so');
    expect(lost()!.textContent).to.equal('Something went wrong. Please try again.');
    expect(getComputedStyle(lost()!).color).to.equal('rgb(95, 99, 103)'); // the base sheet's muted text
    expect(getComputedStyle(lost()!).backgroundColor).to.equal('rgb(255, 255, 255)'); // on the element's own background
    dispatchEvent(new Event('online'));
    await waitUntil(() => loads === 2);
    dispatchEvent(new Event('online'));
    await waitUntil(() => el.shadowRoot!.querySelector('button'), 'the view arrives on the third ask');
    expect(el.shadowRoot!.querySelector('button')!.textContent).to.equal('hello again');
    expect(lost()).to.equal(null);
    expect(loads).to.equal(3);
    el.remove();
  });

  it('a lost view keeps the height the page reserved for its element, until it arrives', async () => {
    let arrive!: () => void;
    let loads = 0;
    const group = onDemand('<ex-reserved>', () => (++loads < 2 ? Promise.reject(new Error('lost'))
      : new Promise<Record<string, unknown>>((resolve) => { arrive = () => resolve({ Greeting }); })));
    // the README's rule for a page that is not server-rendered, before the element is defined
    const rule = Object.assign(document.createElement('style'), { textContent: 'ex-reserved:not(:defined) { display: block; height: 50px; }' });
    document.head.append(rule);
    const el = Object.assign(document.createElement('ex-reserved'), { label: 'back' });
    document.body.append(el);
    define('ex-reserved', exElement(onDemandExport(group, 'Greeting'), { attributes: { label: 'string' } }));
    await waitUntil(() => el.shadowRoot?.querySelector('[role=status]'), 'the lost view says so');
    expect(el.getBoundingClientRect().height).to.equal(50);
    expect(el.shadowRoot!.querySelector('[role=status]')!.getBoundingClientRect().height).to.equal(50, 'the message covers it');
    dispatchEvent(new Event('online'));
    await waitUntil(() => loads === 2);
    arrive();
    await waitUntil(() => el.shadowRoot!.querySelector('button'), 'the view arrives');
    expect(el.getBoundingClientRect().height).to.be.below(50); // its own height now
    el.remove();
    rule.remove();
  });

  it('an element’s English texts arrive with its view: its first render shows them, never their keys', async () => {
    let arrive!: (module: Record<string, unknown>) => void;
    const group = onDemand('<ex-texts>', () => new Promise<Record<string, unknown>>((resolve) => { arrive = resolve; }));
    const key = 'lazyView.test.hello' as MessageKey;
    const shown: string[] = [];
    function Hello() {
      const text = useT()(key);
      shown.push(text);
      return <p>{text}</p>;
    }
    define('ex-texts', exElement(onDemandExport(group, 'Hello'), { texts: [onDemandTexts(group, 'helloTexts')] }));
    const el = document.createElement('ex-texts');
    document.body.append(el);
    await nextTask();
    expect(shown).to.deep.equal([]);
    arrive({ Hello, helloTexts: { [key]: 'Hello from the view’s chunk' } });
    await waitUntil(() => el.shadowRoot!.querySelector('p'), 'the view arrives');
    expect(el.shadowRoot!.querySelector('p')!.textContent).to.equal('Hello from the view’s chunk');
    expect(shown).to.not.include(key);
    el.remove();
  });
});
