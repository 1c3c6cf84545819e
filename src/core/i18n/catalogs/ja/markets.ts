import type { MarketsMessages } from '../en/markets';

export const markets: Partial<MarketsMessages> = {
  'markets.kind.spot': '現物',
  'markets.kind.futures': '先物',
  'markets.kind.options': 'オプション',
  'markets.kind.pre-market': 'プレマーケット',
  'markets.search': '検索',
  'markets.search.label': '{market}マーケットを検索',
  'markets.tabs': 'マーケット',
  'markets.subTabs': 'カテゴリー',
  'markets.list': '{market}マーケット',
  'markets.loading': 'マーケットを読み込み中…',
  'markets.empty': '表示するマーケットがありません',
  'markets.empty.keyword': '「{keyword}」に一致する結果はありません',
  'markets.viewAll': 'すべて表示',
  'markets.tag.st.title': '特別措置：上場廃止リスクあり',
  'markets.tag.hot': '人気',
  'markets.tag.new': '新規',
  'markets.scroll.back': '前のタブへスクロール',
  'markets.scroll.forward': '次のタブへスクロール',
};
