// The nested elements an element registers on demand (element-shell's `dependencies`): each is
// loaded in idle time, and a view about to show one (a press, a hover) asks for it at once.
const offered = new Map<string, () => Promise<void>>();

/** The element shell offers a tag whose definition loads on demand; `load` registers it. */
export function offerElement(tag: string, load: () => Promise<void>): void {
  offered.set(tag, load);
}

/** Loads the tag's definition now, if it comes on demand; settles once the tag is defined
 * (a tag defined by other means, such as the page's own script, settles when it is). */
export function requireElement(tag: string): Promise<void> {
  void offered.get(tag)?.();
  return customElements.whenDefined(tag).then(() => {});
}
