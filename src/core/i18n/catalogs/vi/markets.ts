import type { MarketsMessages } from '../en/markets';

export const markets: Partial<MarketsMessages> = {
  'markets.kind.spot': 'Giao ngay',
  'markets.kind.futures': 'Futures',
  'markets.kind.options': 'Quyền chọn',
  'markets.kind.pre-market': 'Tiền thị trường',
  'markets.search': 'Tìm kiếm',
  'markets.search.label': 'Tìm thị trường {market}',
  'markets.tabs': 'Thị trường',
  'markets.subTabs': 'Danh mục',
  'markets.list': 'Thị trường {market}',
  'markets.loading': 'Đang tải thị trường…',
  'markets.empty': 'Không có thị trường nào',
  'markets.empty.keyword': 'Không có kết quả cho “{keyword}”',
  'markets.viewAll': 'Xem tất cả',
  'markets.tag.st.title': 'Xử lý đặc biệt: có rủi ro hủy niêm yết',
  'markets.tag.hot': 'Hot',
  'markets.tag.new': 'Mới',
  'markets.scroll.back': 'Cuộn thẻ về trước',
  'markets.scroll.forward': 'Cuộn thẻ về sau',
};
