import type { MarketsMessages } from '../en/markets';

export const markets: Partial<MarketsMessages> = {
  'markets.kind.spot': 'Spot',
  'markets.kind.futures': 'Futures',
  'markets.kind.options': 'Opsi',
  'markets.kind.pre-market': 'Pra-Pasar',
  'markets.search': 'Cari',
  'markets.search.label': 'Cari pasar {market}',
  'markets.tabs': 'Pasar',
  'markets.subTabs': 'Kategori',
  'markets.list': 'Pasar {market}',
  'markets.loading': 'Memuat pasar…',
  'markets.empty': 'Tidak ada pasar untuk ditampilkan',
  'markets.empty.keyword': 'Tidak ada hasil untuk “{keyword}”',
  'markets.viewAll': 'Lihat semua',
  'markets.tag.st.title': 'Perlakuan khusus: berisiko delisting',
  'markets.tag.hot': 'Populer',
  'markets.tag.new': 'Baru',
  'markets.scroll.back': 'Gulir tab ke belakang',
  'markets.scroll.forward': 'Gulir tab ke depan',
};
