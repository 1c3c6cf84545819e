import type { MarketsMessages } from '../en/markets';

export const markets: Partial<MarketsMessages> = {
  'markets.kind.spot': '現貨',
  'markets.kind.futures': '合約',
  'markets.kind.options': '期權',
  'markets.kind.pre-market': '盤前交易',
  'markets.search': '搜尋',
  'markets.search.label': '搜尋{market}市場',
  'markets.tabs': '市場',
  'markets.subTabs': '分類',
  'markets.list': '{market}市場',
  'markets.loading': '正在載入市場…',
  'markets.empty': '暫無市場',
  'markets.empty.keyword': '沒有找到與「{keyword}」相關的結果',
  'markets.viewAll': '查看全部',
  'markets.tag.st.title': '特別處理：存在下架風險',
  'markets.tag.hot': '熱門',
  'markets.tag.new': '新幣',
  'markets.scroll.back': '向前捲動標籤',
  'markets.scroll.forward': '向後捲動標籤',
};
