import type { CommonMessages } from '../en/common';

export const common: Partial<CommonMessages> = {
  'common.close': 'إغلاق',
  'common.loading': 'جارٍ التحميل…',
  'common.noData': 'لا توجد بيانات',
  'common.results': 'النتائج: {count}',
  'common.error': 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
  'common.newWindow': '(يفتح في نافذة جديدة)',
  'announcement.label': 'إعلان',
  'announcement.close': 'إغلاق الإعلان',
  'announcement.pause': 'إيقاف التمرير مؤقتًا',
  'announcement.play': 'استئناف التمرير',
  'announcement.more': 'التفاصيل',
  'cookie.title': 'نستخدم ملفات تعريف الارتباط',
  'cookie.text': 'نستخدم ملفات تعريف الارتباط لإبقائك مسجّلًا للدخول وتذكّر إعداداتك وفهم طريقة استخدام الموقع. اطّلع على التفاصيل في {link}.',
  'cookie.policy': 'سياسة ملفات تعريف الارتباط',
  'cookie.accept': 'قبول',
  'cookie.close': 'إغلاق إشعار ملفات تعريف الارتباط',
  'reminder.no.data': 'لا توجد إشعارات بعد',
  'common.turkey.text': 'التركية هي أيضًا لغة موقعنا المخصّص للمستخدمين في تركيا.',
  'common.turkey.stay': 'البقاء هنا باللغة التركية',
  'common.turkey.go': 'الانتقال إلى موقع تركيا',
};
