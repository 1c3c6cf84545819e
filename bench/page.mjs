// The benchmark page's script (bundled by bench/run.mjs with the real element code):
// the market ranking next to match-sorter, and timings of the real elements.
import { matchSorter } from 'match-sorter';
import '../elements/ex-market-dropdown';
import '../elements/ex-market-search';
import { clearMemoryCache } from '../src/core/cache';
import { resetMarketLoaders } from '../src/core/markets/loaders';
import { buildSearchIndex, rankMarkets } from '../src/core/markets/rank';
import { parseSpotRows } from '../src/core/markets/spot';
import { spotRows } from '../demo/mock/fixtures-markets.mjs';

const stage = document.getElementById('stage');
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor((s.length - 1) / 2)]; };
const p95 = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)]; };
const stats = (xs) => ({ median: median(xs), p95: p95(xs), max: Math.max(...xs), mean: xs.reduce((a, b) => a + b, 0) / xs.length, n: xs.length });

/** Resolves after the next frame has been produced (rAF, then a task after its rendering). */
function afterPaint() {
  return new Promise((resolve) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(0);
  }));
}

/** Times `fn` by repeating it until `minMs` have passed (timer resolution is coarse), per call. */
function time(fn, minMs) {
  let runs = 0;
  const start = performance.now();
  let elapsed = 0;
  do { fn(); runs++; elapsed = performance.now() - start; } while (elapsed < minMs);
  return elapsed / runs;
}

/** (a) ranking per keystroke: every prefix of every query, ours and match-sorter's, same rows. */
function ranking(count, queries) {
  const rows = parseSpotRows(spotRows(count));
  const t0 = performance.now();
  const index = buildSearchIndex(rows);
  const build = performance.now() - t0;
  const keystrokes = queries.flatMap((q) => [...q].map((_, i) => q.slice(0, i + 1)));
  for (const k of keystrokes) rankMarkets(index, k); // warm up both
  matchSorter(rows, 'btc', { keys: ['curr_a', 'curr_b', 'name', 'pair'] });
  const ours = [];
  const theirs = [];
  for (const k of keystrokes) {
    ours.push(time(() => rankMarkets(index, k), 20));
    theirs.push(time(() => matchSorter(rows, k, { keys: ['curr_a', 'curr_b', 'name', 'pair'] }), 1));
  }
  const top = (kw) => rankMarkets(index, kw, 3).map((r) => r.pair);
  return { rows: count, keystrokes: keystrokes.length, buildMs: build, ours: stats(ours), matchSorter: stats(theirs), top: { btc: top('btc'), eth: top('eth') } };
}

const rowsOf = (el) => el.shadowRoot?.querySelectorAll('[role="option"]') ?? [];

async function until(check, timeoutMs = 60_000) { // a wait, not a measure: generous for 50,000 rows on a busy machine
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => requestAnimationFrame(r));
  }
}

function reset() {
  stage.replaceChildren();
  localStorage.clear();
  clearMemoryCache();
  resetMarketLoaders();
}

/** Runs `act` at the start of a frame; resolves with the ms from it to that frame's end (rows painted). */
function inFrame(act) {
  return new Promise((resolve) => requestAnimationFrame(() => {
    const t0 = performance.now();
    act();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now() - t0);
    channel.port2.postMessage(0);
  }));
}

/**
 * (c) from adding the dropdown (at a frame's start) to the end of the first frame that
 * shows rows: skeleton rows, then market rows (cold: fetch + parse; warm: cached data).
 */
async function openDropdown(count, cold) {
  if (cold) reset(); else stage.replaceChildren();
  await afterPaint();
  const el = document.createElement('ex-market-dropdown');
  el.setAttribute('market', 'spot');
  el.setAttribute('api-base', `/n/${count}`);
  let t0 = 0;
  await inFrame(() => { t0 = performance.now(); stage.append(el); });
  const seen = {};
  await new Promise((resolve) => {
    const check = () => {
      // what this frame shows was committed before its rendering, which ends before the message
      const skeleton = el.shadowRoot?.querySelector('.skeleton');
      const rows = rowsOf(el).length > 0;
      const c = new MessageChannel();
      c.port1.onmessage = () => {
        const at = performance.now() - t0;
        if (skeleton && seen.skeleton === undefined) seen.skeleton = at;
        if (rows) { seen.rows = at; seen.skeleton ??= at; resolve(); } else requestAnimationFrame(check);
      };
      c.port2.postMessage(0);
    };
    requestAnimationFrame(check);
  });
  return seen;
}

/** Mounts the search panel on `count` rows and waits for them. */
async function mountSearch(count) {
  reset();
  const el = document.createElement('ex-market-search');
  el.setAttribute('api-base', `/n/${count}`);
  stage.append(el);
  await until(() => rowsOf(el).length > 0);
  el.shadowRoot.querySelector('input').focus();
  return true;
}

const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;

/**
 * (b) one keystroke, typed at the start of a frame: ms to the end of the frame that shows
 * its rows, and the first row shown.
 */
async function keystroke(value) {
  const el = stage.querySelector('ex-market-search');
  const input = el.shadowRoot.querySelector('input');
  const ms = await inFrame(() => { valueSetter.call(input, value); input.dispatchEvent(new Event('input', { bubbles: true })); });
  await afterPaint();
  return { ms, first: rowsOf(el)[0]?.querySelector('.symbol')?.textContent ?? '(none)' };
}

/** (b′) trusted keystrokes (Playwright's keyboard): the input event's time to the next painted frame. */
function watchInput() {
  window.benchKeys = [];
  document.addEventListener('input', (e) => {
    if (!e.isTrusted) return;
    const start = e.timeStamp;
    void afterPaint().then((end) => window.benchKeys.push(end - start));
  }, { capture: true });
}

/** (d) scrolls the whole list a frame at a time: row nodes per frame, long tasks. */
async function scrollAll(count, step) {
  reset();
  const el = document.createElement('ex-market-dropdown');
  el.setAttribute('market', 'spot');
  el.setAttribute('api-base', `/n/${count}`);
  stage.append(el);
  await until(() => rowsOf(el).length > 0);
  const list = el.shadowRoot.querySelector('[role="listbox"]');
  const longTasks = [];
  const observer = new PerformanceObserver((l) => longTasks.push(...l.getEntries().map((e) => e.duration)));
  observer.observe({ type: 'longtask' });
  let maxRows = 0;
  let frames = 0;
  let blank = 0;
  const start = performance.now();
  while (list.scrollTop + list.clientHeight < list.scrollHeight - 1) {
    list.scrollTop += step;
    await afterPaint();
    frames++;
    const rendered = rowsOf(el);
    maxRows = Math.max(maxRows, rendered.length);
    // a frame is blank when no rendered row covers the top of the viewport
    const top = list.getBoundingClientRect().top + 1;
    if (![...rendered].some((r) => { const b = r.getBoundingClientRect(); return b.top <= top && b.bottom > top; })) blank++;
  }
  const ms = performance.now() - start;
  await new Promise((r) => setTimeout(r, 100));
  observer.disconnect();
  return { rows: count, scrolledPx: list.scrollTop, frames, ms, frameMs: ms / frames, maxRowNodes: maxRows, blankFrames: blank,
    longTasks: longTasks.length, longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0 };
}

window.bench = { ranking, openDropdown, mountSearch, keystroke, watchInput, scrollAll };
window.benchReady = true;
