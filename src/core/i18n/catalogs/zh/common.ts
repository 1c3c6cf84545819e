import type { CommonMessages } from '../en/common';

export const common: Partial<CommonMessages> = {
  'common.close': '关闭',
  'common.loading': '加载中…',
  'common.noData': '暂无数据',
  'common.results': '{count} 个结果',
  'common.error': '出错了，请稍后重试。',
  'common.newWindow': '（在新窗口中打开）',
  'announcement.label': '公告',
  'announcement.close': '关闭公告',
  'announcement.pause': '暂停滚动',
  'announcement.play': '继续滚动',
  'announcement.more': '详情',
  'cookie.title': '我们使用 Cookie',
  'cookie.text': '我们使用 Cookie 来保持您的登录状态、记住您的设置并了解网站的使用情况。详情请参阅我们的{link}。',
  'cookie.policy': 'Cookie 政策',
  'cookie.accept': '接受',
  'cookie.close': '关闭 Cookie 提示',
  'reminder.no.data': '暂无通知',
  'common.turkey.text': '土耳其语也是我们土耳其站的语言，该站点专为土耳其用户打造。',
  'common.turkey.stay': '留在此站并使用土耳其语',
  'common.turkey.go': '前往土耳其站',
};
