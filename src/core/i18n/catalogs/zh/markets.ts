import type { MarketsMessages } from '../en/markets';

export const markets: Partial<MarketsMessages> = {
  'markets.kind.spot': '现货',
  'markets.kind.futures': '合约',
  'markets.kind.options': '期权',
  'markets.kind.pre-market': '盘前交易',
  'markets.search': '搜索',
  'markets.search.label': '搜索{market}市场',
  'markets.tabs': '市场',
  'markets.subTabs': '分类',
  'markets.list': '{market}市场',
  'markets.loading': '正在加载市场…',
  'markets.empty': '暂无市场',
  'markets.empty.keyword': '没有找到与“{keyword}”相关的结果',
  'markets.viewAll': '查看全部',
  'markets.tag.st.title': '特别处理：存在下架风险',
  'markets.tag.hot': '热门',
  'markets.tag.new': '新币',
  'markets.scroll.back': '向前滚动标签',
  'markets.scroll.forward': '向后滚动标签',
};
