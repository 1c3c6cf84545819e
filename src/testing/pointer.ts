// Where a test's real mouse goes (@web/test-runner-commands' sendMouse takes viewport pixels).

/** The centre of a node, in whole viewport pixels. */
export function centre(node: Element): [number, number] {
  const r = node.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
}

/** An empty spot of the test page, away from every element under test. */
export const AWAY: [number, number] = [5, 880];
