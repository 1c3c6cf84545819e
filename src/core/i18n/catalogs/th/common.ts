import type { CommonMessages } from '../en/common';

export const common: Partial<CommonMessages> = {
  'common.close': 'ปิด',
  'common.loading': 'กำลังโหลด…',
  'common.noData': 'ไม่มีข้อมูล',
  'common.results': 'ผลลัพธ์ {count} รายการ',
  'common.error': 'เกิดข้อผิดพลาด โปรดลองอีกครั้ง',
  'common.newWindow': '(เปิดในหน้าต่างใหม่)',
  'announcement.label': 'ประกาศ',
  'announcement.close': 'ปิดประกาศ',
  'announcement.pause': 'หยุดเลื่อน',
  'announcement.play': 'เลื่อนต่อ',
  'announcement.more': 'รายละเอียด',
  'cookie.title': 'เราใช้คุกกี้',
  'cookie.text': 'เราใช้คุกกี้เพื่อให้คุณอยู่ในระบบต่อเนื่อง จดจำการตั้งค่าของคุณ และทำความเข้าใจการใช้งานเว็บไซต์ อ่านรายละเอียดได้ที่ {link}',
  'cookie.policy': 'นโยบายคุกกี้',
  'cookie.accept': 'ยอมรับ',
  'cookie.close': 'ปิดประกาศคุกกี้',
  'reminder.no.data': 'ยังไม่มีการแจ้งเตือน',
  'common.turkey.text': 'ภาษาตุรกียังเป็นภาษาของเว็บไซต์ตุรกีของเรา ซึ่งจัดทำขึ้นสำหรับผู้ใช้ในทูร์เคีย',
  'common.turkey.stay': 'อยู่ที่นี่ต่อด้วยภาษาตุรกี',
  'common.turkey.go': 'ไปที่เว็บไซต์ตุรกี',
};
