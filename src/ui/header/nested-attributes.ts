// The attributes an element the header renders (the bell's reminder panel, its own search
// modal) takes from the header: its site, language, API base and theme.
import { useApi, useLang, useSiteId } from '../common/host-context';
import { useSetting } from '../common/use-setting';

export function useNestedAttributes() {
  const lang = useLang();
  const siteId = useSiteId();
  const theme = useSetting('theme').value;
  const api = useApi();
  return { lang, 'site-id': String(siteId), 'api-base': api.options.apiBase, theme };
}
