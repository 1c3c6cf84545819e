import type { MarketsMessages } from '../en/markets';

export const markets: Partial<MarketsMessages> = {
  'markets.kind.spot': 'Spot',
  'markets.kind.futures': 'Vadeli İşlemler',
  'markets.kind.options': 'Opsiyonlar',
  'markets.kind.pre-market': 'Ön Piyasa',
  'markets.search': 'Ara',
  'markets.search.label': '{market} piyasalarında ara',
  'markets.tabs': 'Piyasalar',
  'markets.subTabs': 'Kategoriler',
  'markets.list': '{market} piyasaları',
  'markets.loading': 'Piyasalar yükleniyor…',
  'markets.empty': 'Gösterilecek piyasa yok',
  'markets.empty.keyword': '“{keyword}” için sonuç yok',
  'markets.viewAll': 'Tümünü gör',
  'markets.tag.st.title': 'Özel işlem: listeden çıkarılma riski',
  'markets.tag.hot': 'Popüler',
  'markets.tag.new': 'Yeni',
  'markets.scroll.back': 'Sekmeleri geri kaydır',
  'markets.scroll.forward': 'Sekmeleri ileri kaydır',
};
