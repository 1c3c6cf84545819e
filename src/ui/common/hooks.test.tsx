import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { define, exElement } from './element-shell';
import { useLoad } from './hooks';

let answer: (value: string) => void = () => {};
const nextAnswer = () => new Promise<string>((resolve) => { answer = resolve; });

function Loaded() {
  const loaded = useLoad(nextAnswer, []);
  return <output>{loaded.state === 'done' ? loaded.data : loaded.state}</output>;
}
define('ex-load-probe', exElement(Loaded));

const shown = (el: Element) => el.shadowRoot?.querySelector('output')?.textContent;

describe('useLoad', () => {
  it('commits an answer in the task that receives it, not after other work queued in React', async () => {
    const el = await fixture(html`<ex-load-probe></ex-load-probe>`);
    await waitUntil(() => shown(el) === 'loading');
    answer('ready');
    for (let i = 0; i < 5; i++) await Promise.resolve(); // microtasks only: no task, no frame
    expect(shown(el)).to.equal('ready');
  });
});
