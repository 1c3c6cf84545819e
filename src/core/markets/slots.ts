// Recycling slots for a virtualised list's window of rows. A row still shown keeps its slot,
// so its DOM nodes are not rebuilt; a row scrolled or searched into view takes the lowest free
// slot, reusing the nodes of a row that left. The DOM keeps list order (the order browse mode
// reads, WCAG 1.3.2): a reused node moves into its row's place.

/** Each shown row's slot, given the slots of the previous window. */
export function assignSlots<K>(previous: ReadonlyMap<K, number>, shown: readonly K[]): Map<K, number> {
  const next = new Map<K, number>();
  const taken = new Set<number>();
  for (const key of shown) {
    const slot = previous.get(key);
    if (slot !== undefined) { next.set(key, slot); taken.add(slot); }
  }
  let free = 0;
  for (const key of shown) {
    if (next.has(key)) continue;
    while (taken.has(free)) free++;
    next.set(key, free);
    taken.add(free);
  }
  return next;
}
