import type { CommonMessages } from '../en/common';

export const common: Partial<CommonMessages> = {
  'common.close': '關閉',
  'common.loading': '載入中…',
  'common.noData': '暫無資料',
  'common.results': '{count} 筆結果',
  'common.error': '發生錯誤，請稍後再試。',
  'common.newWindow': '（在新視窗中開啟）',
  'announcement.label': '公告',
  'announcement.close': '關閉公告',
  'announcement.pause': '暫停捲動',
  'announcement.play': '繼續捲動',
  'announcement.more': '詳情',
  'cookie.title': '我們使用 Cookie',
  'cookie.text': '我們使用 Cookie 來維持您的登入狀態、記住您的設定，並了解網站的使用情形。詳情請參閱我們的{link}。',
  'cookie.policy': 'Cookie 政策',
  'cookie.accept': '接受',
  'cookie.close': '關閉 Cookie 通知',
  'reminder.no.data': '暫無通知',
  'common.turkey.text': '土耳其語也是我們土耳其站的語言，該站專為土耳其用戶打造。',
  'common.turkey.stay': '留在此站並使用土耳其語',
  'common.turkey.go': '前往土耳其站',
};
