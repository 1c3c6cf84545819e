// In-page probe of bench/platform.mjs, inlined before the script under test. `window.booted`
// resolves once every element on #stage shows content (visible text, image or svg in its
// shadow root; on a server-rendered page: is hydrated) and the frame holding it has been produced; t0 is when the script under test
// finished downloading, so the span is its evaluation up to painted content; `evalMs` is the
// evaluation alone (the page sets window.evalEnd in a script right after the one under test).
(() => {
  const LIMIT_MS = 20_000;
  const shown = (node) => { const r = node.getBoundingClientRect(); return r.width > 1 && r.height > 1; };
  function contentful(el) {
    const root = el.shadowRoot;
    if (!root) return false;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.data.trim() && shown(n.parentElement)) return true;
    return [...root.querySelectorAll('img, svg')].some(shown);
  }
  const afterFrame = () => new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(0);
  });
  // a server-rendered page shows every element from its HTML: there an element counts once
  // React has committed its root's hydration (so it is interactive), issue 17. React marks a
  // server-made node as it renders, before a root that then waits for its view has committed,
  // so the root's own state tells: it is no longer dehydrated and holds the element's tree.
  const hydrated = (el) => {
    const root = el.shadowRoot;
    const key = root && Object.keys(root).find((k) => k.startsWith('__reactContainer'));
    const state = key ? root[key]?.stateNode.current.memoizedState : undefined;
    return Boolean(state && !state.isDehydrated && state.element);
  };
  // an element whose server HTML works alone (its spec's hydrate: 'when-needed', DESIGN.md §3e)
  // hydrates when a visitor reaches for it: it counts once it is defined, waiting for that
  const INFO = Symbol.for('ex-elements.element-info');
  const worksFromHtml = (el) => el.matches(':defined') && customElements.get(el.localName)?.[INFO]?.hydrate === 'when-needed';
  const ready = document.querySelector('meta[name="ex-elements-rendered"]') ? (el) => hydrated(el) || worksFromHtml(el) : contentful;
  window.contentful = contentful;
  window.booted = new Promise((resolve) => {
    const elements = [...document.querySelectorAll('#stage > *')];
    const seen = new Map();
    const tick = async () => {
      const now = performance.now();
      for (const el of elements) if (!seen.has(el) && ready(el)) seen.set(el, now);
      if (seen.size < elements.length && now < LIMIT_MS) return requestAnimationFrame(tick);
      const end = await afterFrame();
      const script = performance.getEntriesByName(document.querySelector('script[src]').src)[0];
      const t0 = script ? script.responseEnd : 0;
      resolve({
        ms: seen.size === elements.length ? end - t0 : null,
        evalMs: window.evalEnd - t0,
        each: elements.map((el) => ({ tag: el.localName, ms: seen.has(el) ? seen.get(el) - t0 : null })),
      });
    };
    requestAnimationFrame(tick);
  });
})();
