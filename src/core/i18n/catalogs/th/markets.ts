import type { MarketsMessages } from '../en/markets';

export const markets: Partial<MarketsMessages> = {
  'markets.kind.spot': 'สปอต',
  'markets.kind.futures': 'ฟิวเจอร์ส',
  'markets.kind.options': 'ออปชัน',
  'markets.kind.pre-market': 'พรีมาร์เก็ต',
  'markets.search': 'ค้นหา',
  'markets.search.label': 'ค้นหาตลาด {market}',
  'markets.tabs': 'ตลาด',
  'markets.subTabs': 'หมวดหมู่',
  'markets.list': 'ตลาด {market}',
  'markets.loading': 'กำลังโหลดตลาด…',
  'markets.empty': 'ไม่มีตลาดที่จะแสดง',
  'markets.empty.keyword': 'ไม่พบผลลัพธ์สำหรับ “{keyword}”',
  'markets.viewAll': 'ดูทั้งหมด',
  'markets.tag.st.title': 'เฝ้าระวังพิเศษ: มีความเสี่ยงถูกเพิกถอนเหรียญ',
  'markets.tag.hot': 'ยอดนิยม',
  'markets.tag.new': 'ใหม่',
  'markets.scroll.back': 'เลื่อนแท็บย้อนกลับ',
  'markets.scroll.forward': 'เลื่อนแท็บไปข้างหน้า',
};
