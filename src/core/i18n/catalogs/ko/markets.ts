import type { MarketsMessages } from '../en/markets';

export const markets: Partial<MarketsMessages> = {
  'markets.kind.spot': '현물',
  'markets.kind.futures': '선물',
  'markets.kind.options': '옵션',
  'markets.kind.pre-market': '프리마켓',
  'markets.search': '검색',
  'markets.search.label': '{market} 마켓 검색',
  'markets.tabs': '마켓',
  'markets.subTabs': '카테고리',
  'markets.list': '{market} 마켓',
  'markets.loading': '마켓 불러오는 중…',
  'markets.empty': '표시할 마켓이 없습니다',
  'markets.empty.keyword': '“{keyword}”에 대한 결과가 없습니다',
  'markets.viewAll': '모두 보기',
  'markets.tag.st.title': '특별 관리: 상장 폐지 위험',
  'markets.tag.hot': '인기',
  'markets.tag.new': '신규',
  'markets.scroll.back': '이전 탭으로 스크롤',
  'markets.scroll.forward': '다음 탭으로 스크롤',
};
