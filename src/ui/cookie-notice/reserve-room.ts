// The notice is fixed over the page's bottom edge. A control the keyboard focuses there must not
// be hidden under it (WCAG 2.2 2.4.11 Focus Not Obscured): while it shows, the page reserves its
// height at the bottom, as scroll padding (the browser scrolls a focused control clear of it)
// and as padding (the page's last controls, the footer's, can scroll clear too).

const ROOM = ['scrollPaddingBottom', 'paddingBottom'] as const;

/** Reserves the notice's room on the page's root while it shows; gives the root's own values back. */
export function reserveRoom(notice: HTMLElement): () => void {
  const root = notice.ownerDocument.documentElement;
  const own = ROOM.map((p) => root.style[p]);
  const observer = new ResizeObserver(() => {
    // from the notice's top edge to the viewport's bottom: its height and the gap below it
    const room = `${Math.ceil(innerHeight - notice.getBoundingClientRect().top)}px`;
    for (const p of ROOM) root.style[p] = room;
  });
  observer.observe(notice);
  return () => {
    observer.disconnect();
    ROOM.forEach((p, i) => { root.style[p] = own[i]; });
  };
}
