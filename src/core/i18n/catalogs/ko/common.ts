import type { CommonMessages } from '../en/common';

export const common: Partial<CommonMessages> = {
  'common.close': '닫기',
  'common.loading': '불러오는 중…',
  'common.noData': '데이터가 없습니다',
  'common.results': '결과 {count}개',
  'common.error': '문제가 발생했습니다. 다시 시도해 주세요.',
  'common.newWindow': '(새 창에서 열림)',
  'announcement.label': '공지',
  'announcement.close': '공지 닫기',
  'announcement.pause': '스크롤 일시 정지',
  'announcement.play': '스크롤 재개',
  'announcement.more': '자세히',
  'cookie.title': '쿠키 사용 안내',
  'cookie.text': '로그인 상태 유지, 설정 저장, 사이트 이용 방식 파악을 위해 쿠키를 사용합니다. 자세한 내용은 {link}에서 확인하세요.',
  'cookie.policy': '쿠키 정책',
  'cookie.accept': '동의',
  'cookie.close': '쿠키 안내 닫기',
  'reminder.no.data': '아직 알림이 없습니다',
  'common.turkey.text': '터키어는 튀르키예 사용자를 위한 튀르키예 사이트의 언어이기도 합니다.',
  'common.turkey.stay': '여기서 터키어로 계속',
  'common.turkey.go': '튀르키예 사이트로 이동',
};
