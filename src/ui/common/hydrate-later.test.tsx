// When server-rendered roots hydrate (issue 31, DESIGN.md §3e): each in a task of its own, and one
// whose server HTML works alone (`hydrate: 'when-needed'`) on a reach, a store change or idle time,
// keeping every server-made node.
import { useStore } from '@nanostores/react';
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../testing/wait';
import { useLayoutEffect, useState } from 'react';
import { SSR_ATTRIBUTE, SSR_STATE_ATTRIBUTE, stateMark } from '../../core/server-marks';
import { pageSet, setTheme } from '../../core/stores';
import { urgentTask } from './below-the-fold';
import { define, exElement } from './element-shell';
import { renderQueuedNow } from './mount-batch';
import { useStores } from './host-context';

/** Told of each root's first commit (its hydration, for a server-rendered one). */
let onCommit: (label: string) => void = () => {};
/** The labels of the roots committed since the elements were made (serverRendered). */
let commits: string[] = [];

function Counter({ label = '' }: { label?: string }) {
  const [count, setCount] = useState(0);
  const theme = useStore(useStores().theme);
  useLayoutEffect(() => { onCommit(label); }, [label]);
  return <button type="button" onClick={() => setCount((c) => c + 1)}>{`${label} ${theme} ${count}`}</button>;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** Whether a task queued as a root began to render ran before the root committed. */
let between: boolean | null = null;
/** Queued at its render's start, the view above takes more than one of React's 5 ms slices. */
function Slow({ label = '' }: { label?: string }) {
  const [started] = useState(() => {
    const channel = new MessageChannel(); // a task as ordinary as React's own continuations
    between = false;
    channel.port1.onmessage = () => { between = true; };
    channel.port2.postMessage(null);
    return true;
  });
  useLayoutEffect(() => { onCommit(`${label} ${between ? 'after' : 'before'} the queued task`); }, [label]);
  return <ul>{Array.from({ length: 40 }, (_, i) => <Busy key={i} />)}<li>{String(started)}</li></ul>;
}
function Busy() {
  const until = performance.now() + 1;
  while (performance.now() < until) { /* a component that takes a millisecond to render */ }
  return <li>busy</li>;
}
let tags = 0;

/**
 * Server-rendered elements, one a label, on the page but not yet defined (as on a server-rendered
 * page, where they wait for its first paint); their markup is the view's own first render (a
 * client one, as the server writes it). `define()` defines them, with `hydrate` in their spec.
 */
async function serverRendered(labels: string[], hydrate?: 'when-needed', View: typeof Counter = Counter) {
  const tag = `ex-hydrate-${++tags}`;
  const spec = { attributes: { label: 'string' }, hydrate } as const;
  define(`${tag}-model`, exElement(View, spec));
  const markup: string[] = [];
  for (const label of labels) {
    const model = document.createElement(`${tag}-model`);
    model.setAttribute('label', label);
    document.body.append(model);
    await waitUntil(() => model.shadowRoot!.querySelector('button, ul'));
    markup.push(model.shadowRoot!.innerHTML);
    model.remove();
  }
  const page = document.createElement('div');
  document.body.append(page);
  page.setHTMLUnsafe(labels.map((label, i) => `<${tag} label="${label}" ${SSR_ATTRIBUTE}="s${i}-" ${SSR_STATE_ATTRIBUTE}="${stateMark(pageSet)}">`
    + `<template shadowrootmode="open">${markup[i]}</template></${tag}>`).join(''));
  const buttons = [...page.children].map((host) => host.shadowRoot!.querySelector('button')!);
  commits = [];
  return { page, buttons, define: () => define(tag, exElement(View, spec)) };
}

/** A 'when-needed' server-rendered element, defined: its root waits (the batch that started it has run). */
async function waitingUntilNeeded(label: string) {
  const { page, buttons: [button], define: start } = await serverRendered([label], 'when-needed');
  start();
  await Promise.resolve();
  expect(commits).to.deep.equal([], 'not hydrated yet');
  /** whether its root still holds the server-made button */
  const kept = () => page.firstElementChild!.shadowRoot!.querySelector('button') === button;
  return { page, button, kept };
}

describe('hydration of server-rendered roots (issue 31)', () => {
  beforeEach(() => {
    onCommit = (label) => { commits.push(label); };
  });

  it('hydrates each root in a task of its own: a task as urgent, queued at one commit, runs before the next root commits', async () => {
    const { page, buttons, define: start } = await serverRendered(['a', 'b', 'c']);
    const order: string[] = [];
    onCommit = (label) => {
      order.push(`commit ${label}`);
      // queued as the next root's turn is (a message where the engine has no postTask: of
      // one port, as two ports' messages come in any order), and before it
      urgentTask(() => order.push(`task after ${label}`));
    };
    start();
    await waitUntil(() => order.length === 6, 'all three hydrated');
    expect(order).to.deep.equal(['commit a', 'task after a', 'commit b', 'task after b', 'commit c', 'task after c']);
    const after = [...page.children].map((host) => host.shadowRoot!.querySelector('button'));
    expect(after).to.deep.equal(buttons, 'every server-made node kept');
    buttons[1].click();
    await waitUntil(() => buttons[1].textContent!.endsWith(' 1'), 'hydrated: React handles its clicks');
    page.remove();
  });

  it('a root whose turn came hydrates in slices: a task queued as it began runs before it commits (issue 43: no long task)', async () => {
    const { page, define: start } = await serverRendered(['k'], undefined, Slow);
    start();
    await waitUntil(() => commits.length === 1, 'hydrated');
    expect(commits).to.deep.equal(['k after the queued task']);
    expect(page.firstElementChild!.shadowRoot!.querySelectorAll('li')).to.have.length(41, 'its server-made nodes');
    page.remove();
  });

  it('a root that a visitor reaches for hydrates in one go, before the event goes on', async () => {
    const { page, define: start } = await serverRendered(['l'], undefined, Slow);
    start();
    await Promise.resolve(); // the batch has started: the root waits its turn
    page.firstElementChild!.shadowRoot!.querySelector('li')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(commits).to.deep.equal(['l before the queued task'], 'hydrated in the pointer event, with no task between');
    page.remove();
  });

  it('a root waiting its turn hydrates at once when a visitor reaches anywhere on the page first', async () => {
    const { page, buttons, define: start } = await serverRendered(['d', 'e']);
    start();
    await Promise.resolve(); // the batch has started: the roots wait their turns
    expect(commits).to.deep.equal([]);
    // what element-shell's startAll does on a reach: every queued root renders before the event goes on
    renderQueuedNow();
    expect(commits).to.deep.equal(['d', 'e']);
    expect([...page.children].map((host) => host.shadowRoot!.querySelector('button'))).to.deep.equal(buttons);
    page.remove();
  });

  it("a 'when-needed' root waits past the others' turns, then hydrates in idle time, its nodes kept", async () => {
    const { page, buttons: [button], define: start } = await serverRendered(['f'], 'when-needed');
    const { page: eager, define: startEager } = await serverRendered(['g']);
    let atTheOthers: string[] = [];
    onCommit = (label) => {
      commits.push(label);
      if (label === 'g') atTheOthers = [...commits];
    };
    start();
    startEager();
    await waitUntil(() => commits.includes('g'), 'the root in view hydrates in its turn');
    expect(atTheOthers).to.deep.equal(['g'], 'not the one waiting until needed, before or with it');
    await waitUntil(() => commits.includes('f'), 'idle time comes', { timeout: 10_000 });
    expect(page.firstElementChild!.shadowRoot!.querySelector('button')).to.equal(button);
    button.click();
    await waitUntil(() => button.textContent!.endsWith(' 1'), 'hydrated');
    page.remove();
    eager.remove();
  });

  it("a 'when-needed' root hydrates when a visitor reaches for it, before the event goes on", async () => {
    const { page, button, kept } = await waitingUntilNeeded('h');
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(commits).to.deep.equal(['h'], 'hydrated in the pointer event');
    expect(kept()).to.equal(true);
    page.remove();
  });

  it("a 'when-needed' root hydrates in the server's state before a setting it shows changes, then shows the change in the same nodes", async () => {
    const before = pageSet.stores.theme.get();
    const other = before === 'dark' ? 'light' : 'dark';
    const { page, button, kept } = await waitingUntilNeeded('i');
    const text = button.textContent;
    setTheme(other);
    expect(commits).to.deep.equal(['i'], 'hydrated as the store changed');
    await waitUntil(() => button.textContent === `i ${other} 0`, 'the new theme shown');
    expect(text).to.equal(`i ${before} 0`);
    expect(kept()).to.equal(true, 'the server-made node, not one rendered afresh');
    setTheme(before);
    page.remove();
  });

  it("a click on a 'when-needed' root before it hydrated is not lost, and acts once", async () => {
    const { page, button, kept } = await waitingUntilNeeded('j');
    button.click(); // a click with no pointer before it (a script's, assistive technology's)
    await waitUntil(() => !button.textContent!.endsWith(' 0'), 'the click acted');
    for (let i = 0; i < 3; i++) await nextTask(); // a second action (made again as well as handled) would show by now
    expect(button.textContent).to.equal(`j ${pageSet.stores.theme.get()} 1`);
    expect(kept()).to.equal(true);
    page.remove();
  });
});
