// The header's search button (spec §1, §4 "Search modal"): it fires ex-search-open, cancelable,
// which a page's own <ex-search-modal> takes. On a page without one the header brings its own
// (issue 29), created at the first press that no listener cancelled — so its code loads then,
// not with the header — and opened as it mounts; later presses reach it by the same event.
// Until then the search's keys, "/" and Ctrl/Cmd+K (§4), are the header's to hear on such a page:
// they press the button (the brought modal hears them itself from then on).
import { createElement, useEffect, useRef, useState } from 'react';
import { isOpenShortcut } from '../../core/search-modal/builtin';
import { useEmit, useT } from '../common/host-context';
import { requireElement } from '../common/on-demand-elements';
import { OPEN_AT_MOUNT } from '../search-modal/open-at-mount';
import { Icon } from './icons';
import { useNestedAttributes } from './nested-attributes';

export function SearchButton() {
  const t = useT();
  const emit = useEmit();
  const nested = useNestedAttributes();
  const [own, setOwn] = useState(false);
  // the modal's definition comes on demand (elements/ex-header.ts): a press before it has arrived
  // waits for it, so a page's own modal is listening when the event goes
  const open = () => {
    if (emit('ex-search-open', { source: 'header' }, { cancelable: true }) && !document.querySelector('ex-search-modal')) setOwn(true);
  };
  const press = () => (customElements.get('ex-search-modal') ? open() : void requireElement('ex-search-modal').then(open));
  const warm = () => void requireElement('ex-search-modal');
  const pressRef = useRef(press);
  pressRef.current = press;
  useEffect(() => {
    if (own) return undefined;
    const onKey = (e: KeyboardEvent) => {
      // a page's own modal hears them; a page's own handler may have taken them
      if (e.defaultPrevented || document.querySelector('ex-search-modal')) return;
      if (!isOpenShortcut(e, e.composedPath()[0] as HTMLElement | null)) return;
      e.preventDefault(); // "/" is not typed into the search box that takes focus
      pressRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [own]);
  return (
    <>
      <button type="button" className="xh-icon-btn" aria-label={t('header.search')} aria-haspopup="dialog" onClick={press}
        onPointerEnter={warm} onFocus={warm}>
        <Icon name="search" size={20} />
      </button>
      {/* in this shadow root, not document.body: showModal lifts its dialog into the top layer above every stacking context, Escape's close returns focus to this button, and the page's query for its own modal never finds this one */}
      {own && createElement('ex-search-modal', { ...nested, [OPEN_AT_MOUNT]: '' })}
    </>
  );
}
