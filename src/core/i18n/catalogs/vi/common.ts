import type { CommonMessages } from '../en/common';

export const common: Partial<CommonMessages> = {
  'common.close': 'Đóng',
  'common.loading': 'Đang tải…',
  'common.noData': 'Không có dữ liệu',
  'common.results': '{count} kết quả',
  'common.error': 'Đã xảy ra lỗi. Vui lòng thử lại.',
  'common.newWindow': '(mở trong cửa sổ mới)',
  'announcement.label': 'Thông báo',
  'announcement.close': 'Đóng thông báo',
  'announcement.pause': 'Tạm dừng cuộn',
  'announcement.play': 'Tiếp tục cuộn',
  'announcement.more': 'Chi tiết',
  'cookie.title': 'Chúng tôi sử dụng cookie',
  'cookie.text': 'Chúng tôi sử dụng cookie để duy trì đăng nhập, ghi nhớ cài đặt của bạn và hiểu cách trang web được sử dụng. Xem chi tiết trong {link}.',
  'cookie.policy': 'Chính sách cookie',
  'cookie.accept': 'Chấp nhận',
  'cookie.close': 'Đóng thông báo cookie',
  'reminder.no.data': 'Chưa có thông báo nào',
  'common.turkey.text': 'Tiếng Thổ Nhĩ Kỳ cũng là ngôn ngữ của trang Thổ Nhĩ Kỳ, dành riêng cho người dùng tại Türkiye.',
  'common.turkey.stay': 'Ở lại đây, dùng tiếng Thổ Nhĩ Kỳ',
  'common.turkey.go': 'Đến trang Thổ Nhĩ Kỳ',
};
