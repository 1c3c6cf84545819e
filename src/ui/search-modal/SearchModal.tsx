// The search modal host (spec §1, §4, §9): the separate search application (version 5) when
// the page config names one, else the built-in search. Nothing is mounted while the element
// is hidden (its `hidden` attribute or the `search` header flag set to false), or when a
// device_type is set in the URL or a cookie.
import { useEffect, useState } from 'react';
import { DEVICE_TYPE } from '../../core/app-banner';
import { searchAppConfig, shouldMountSearch } from '../../core/search-modal/search-app';
import { useConfig, useHost, usePage } from '../common/host-context';
import { BuiltinSearch } from './BuiltinSearch';
import { SearchAppHost } from './SearchAppHost';

/** Whether the host element has its `hidden` attribute, following changes. */
function useHostHidden(host: HTMLElement): boolean {
  const [hidden, setHidden] = useState(() => host.hasAttribute('hidden'));
  useEffect(() => {
    const observer = new MutationObserver(() => setHidden(host.hasAttribute('hidden')));
    observer.observe(host, { attributes: true, attributeFilter: ['hidden'] });
    setHidden(host.hasAttribute('hidden'));
    return () => observer.disconnect();
  }, [host]);
  return hidden;
}

export function SearchModal() {
  const host = useHost();
  const config = useConfig();
  const hidden = useHostHidden(host) || config.flags.search === false;
  const app = searchAppConfig(config as unknown as Record<string, unknown>);
  // the source that failed to load or mount; the built-in search stands in for it
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const page = usePage();
  if (!shouldMountSearch({ hidden, search: page.url.search, deviceCookie: page.cookie(DEVICE_TYPE) })) return null;
  if (app && app.src !== failedSrc) return <SearchAppHost app={app} onFail={() => setFailedSrc(app.src)} />;
  return <BuiltinSearch />;
}
