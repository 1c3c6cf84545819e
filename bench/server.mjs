// npm run bench (issue 17): renderPage on one core in Node — pages per second, p50/p99 per page,
// and the heap after a garbage collection over 10,000 renders (flat, or a render leaks), over
// the realistic page of bench/server-loop.mjs. Run with --expose-gc (bench/server-runtimes.mjs
// runs it beside the other runtimes).
import { renderPage } from '../dist/server/index.js';
import { renderLoop } from './server-loop.mjs';

const TARGET_PAGES_PER_S = 200;

export async function benchServer({ quiet = false } = {}) {
  const result = await renderLoop(renderPage, {
    heapMb: () => { globalThis.gc?.(); return process.memoryUsage().heapUsed / 2 ** 20; },
    // a server answers each request from the event loop: other work runs in between
    nextRequest: () => new Promise((resolve) => setImmediate(resolve)),
  });
  if (!quiet) {
    console.log(`renderPage, one core: ${result.pagesPerSecond} pages/s (target ≥ ${TARGET_PAGES_PER_S}), p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms; `
      + `heap after GC ${result.heapAfter1kMb} MB at 1,000 renders, ${result.heapAfter10kMb} MB at 10,000${globalThis.gc ? '' : ' (no --expose-gc: not collected)'}`);
  }
  return { ...result, met: result.pagesPerSecond >= TARGET_PAGES_PER_S && result.heapAfter10kMb <= result.heapAfter1kMb * 1.2 };
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = (await benchServer()).met ? 0 : 1;
