// The in-page probe of bench/paint.mjs, added before anything of the page (an init script, so it
// runs on the paint floor too, which has no script of its own). It records the layout shifts
// (without recent input), first contentful paint, when the classic script was evaluated and when
// it defined its first element, and, at every frame (requestAnimationFrame, before its paint),
// the boxes of the page's elements: each host and every visible link and button in its shadow
// root (shown: not hidden by display or visibility, and within its host's box), in page coordinates to the pixel. A change of those boxes is timed at the frame that
// shows it; the last change is when they took their final place (DESIGN.md §3e).
export function paintProbe({ tags, headerFooter }) {
  const probe = { cls: 0, shiftAt: 0, fcp: null, scriptRan: null, defined: null, headerFooterAt: null, wholeAt: null, headerFooter: '', whole: '', stop: false };
  window.__paint = probe;
  const define = customElements.define;
  customElements.define = function (...args) {
    probe.defined ??= performance.now();
    return define.apply(this, args);
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) { probe.cls += entry.value; probe.shiftAt = entry.startTime; }
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  let api;
  Object.defineProperty(window, 'exElements', {
    configurable: true,
    get: () => api,
    set(value) { api ??= value; probe.scriptRan ??= performance.now(); },
  });
  const box = (node) => {
    const r = node.getBoundingClientRect();
    return r.width && r.height ? `${Math.round(r.left + scrollX)},${Math.round(r.top + scrollY)},${Math.round(r.width)},${Math.round(r.height)}` : '';
  };
  // what an animation moves (the announcement's marquee) has no final place: left out; so is
  // what lies outside its host's box (the bar's entries wrapped onto its clipped second line)
  const within = (node, host) => {
    const [r, h] = [node.getBoundingClientRect(), host.getBoundingClientRect()];
    return r.bottom > h.top && r.top < h.bottom && r.right > h.left && r.left < h.right;
  };
  const inner = (host) => {
    const root = host.shadowRoot;
    // (a scroll-driven animation moves nothing: the bar's, which shows its pause control where the text overflows)
    const moving = root.getAnimations().filter((a) => !(a.timeline instanceof ScrollTimeline)).map((a) => a.effect?.target).filter(Boolean);
    return [...root.querySelectorAll('a, button')]
      .filter((n) => n.checkVisibility({ visibilityProperty: true }) && within(n, host) && !moving.some((m) => m.contains(n))).map(box).filter(Boolean);
  };
  const boxes = (names) => names.map((name) => {
    const host = document.querySelector(name);
    return host ? `${box(host)}[${host.shadowRoot ? inner(host).join(' ') : ''}]` : '-';
  }).join(' ');
  const frame = (time) => {
    const [parts, whole] = [boxes(headerFooter), boxes(tags)];
    if (parts !== probe.headerFooter) { probe.headerFooter = parts; probe.headerFooterAt = time; }
    if (whole !== probe.whole) { probe.whole = whole; probe.wholeAt = time; }
    if (!probe.stop) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** A signature in which every element is there and shows at least one link or button. */
export const allShown = (signature) => signature !== '' && !signature.includes('[]') && !/(^| )-( |$)/.test(signature);
