// The header's first Tab stop (WCAG 2.4.1 Bypass Blocks): past the announcement's and the
// header's many stops, to the page's main content, its `main` landmark (the host page's part:
// README, "Accessibility"). Out of sight until it has focus.
import type { MouseEvent } from 'react';
import { focusMain } from '../common/focus-on';
import { useT } from '../common/host-context';

/** Focus moves to the page's main landmark, so the next Tab goes on from there. */
function skipToMain(e: MouseEvent<HTMLAnchorElement>) {
  if (focusMain(e.currentTarget.ownerDocument)) e.preventDefault();
}

export function SkipLink() {
  const t = useT();
  // #main: before the script runs, a page whose main has that id is taken there
  return <a className="xh-skip" href="#main" onClick={skipToMain}>{t('header.skip')}</a>;
}
