// The fiat view (spec §4 "Exchange-rate modes"): the cached fiat list (the pay-with panel's,
// §7 buyCryptoFiatList) with the live rate of each; picking one opens the rate switch with it,
// writes curr_fiat and reloads.
import { formatRate } from '../../../core/header/account/settings-actions';
import { loadPayFiats } from '../../../core/header/nav/pay-with';
import { useApi, useCommon, useLang, useSiteId, useT } from '../../common/host-context';
import { useSetting } from '../../common/use-setting';
import { useLoad } from '../../common/hooks';
import { Option } from './LanguageList';

export function FiatList() {
  const api = useApi();
  const siteId = useSiteId();
  const lang = useLang();
  const common = useCommon();
  const fiat = useSetting('fiat');
  const t = useT();
  const loaded = useLoad(async (signal) => {
    const [list, rates] = await Promise.all([loadPayFiats(api, lang, siteId, signal), api.call('fiatRates', { signal })]);
    const fallback = (common.fiat_list ?? []).map((f) => f.fiat);
    return { list: list.length ? list : fallback, rates: rates as Record<string, number | undefined> };
  }, [api, siteId, lang, common.fiat_list]);

  if (loaded.state !== 'done') return <p className="xa-muted" role="status">{t('common.loading')}</p>;
  const { list, rates } = loaded.data;
  if (!list.length) return <p className="xa-muted">{t('common.noData')}</p>;

  return (
    <ul className="xa-options xa-fiats" aria-label={t('account.settings.currency')}>
      {list.map((code) => (
        <li key={code}>
          <Option current={code === fiat.value} onClick={() => fiat.choose(code)}>
            <span className="xa-fiat-code">{code}</span>
            <span className="xa-grow xa-muted" dir="auto">{t('account.fiat.rate', { rate: formatRate(rates[code], lang), fiat: code })}</span>
          </Option>
        </li>
      ))}
    </ul>
  );
}
