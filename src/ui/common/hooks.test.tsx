import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../testing/wait';
import { useLayoutEffect } from 'react';
import { define, exElement } from './element-shell';
import { useLoad } from './hooks';

let answer: (value: string) => void = () => {};
const nextAnswer = () => new Promise<string>((resolve) => { answer = resolve; });

function Loaded() {
  const loaded = useLoad(nextAnswer, []);
  return <output>{loaded.state === 'done' ? loaded.data : loaded.state}</output>;
}
define('ex-load-probe', exElement(Loaded));

let started = 0;
let startedAtCommit: number | null = null;
function Started() {
  useLoad(async () => { started += 1; return 'x'; }, []);
  useLayoutEffect(() => { startedAtCommit = started; }, []); // runs in the commit, after useLoad's own
  return <output>started</output>;
}
define('ex-load-start-probe', exElement(Started));

const shown = (el: Element) => el.shadowRoot?.querySelector('output')?.textContent;

describe('useLoad', () => {
  it('starts loading in the commit that shows the view, not when React gets round to passive effects', async () => {
    const el = await fixture(html`<ex-load-start-probe></ex-load-start-probe>`);
    await waitUntil(() => shown(el) === 'started');
    expect(startedAtCommit).to.equal(1);
  });

  it('commits an answer in the task that receives it, not after other work queued in React', async () => {
    const el = await fixture(html`<ex-load-probe></ex-load-probe>`);
    await waitUntil(() => shown(el) === 'loading');
    answer('ready');
    for (let i = 0; i < 5; i++) await Promise.resolve(); // microtasks only: no task, no frame
    expect(shown(el)).to.equal('ready');
  });
});
