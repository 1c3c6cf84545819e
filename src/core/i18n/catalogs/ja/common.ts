import type { CommonMessages } from '../en/common';

export const common: Partial<CommonMessages> = {
  'common.close': '閉じる',
  'common.loading': '読み込み中…',
  'common.noData': 'データがありません',
  'common.results': '{count}件',
  'common.error': 'エラーが発生しました。もう一度お試しください。',
  'common.newWindow': '（新しいウィンドウで開きます）',
  'announcement.label': 'お知らせ',
  'announcement.close': 'お知らせを閉じる',
  'announcement.pause': 'スクロールを一時停止',
  'announcement.play': 'スクロールを再開',
  'announcement.more': '詳細',
  'cookie.title': 'Cookieの使用について',
  'cookie.text': 'ログイン状態の維持、設定の保存、サイトの利用状況の把握のためにCookieを使用しています。詳しくは{link}をご覧ください。',
  'cookie.policy': 'Cookieポリシー',
  'cookie.accept': '同意する',
  'cookie.close': 'Cookieの通知を閉じる',
  'reminder.no.data': '通知はまだありません',
  'common.turkey.text': 'トルコ語は、トルコのユーザー向けのトルコサイトの言語でもあります。',
  'common.turkey.stay': 'このままトルコ語で利用',
  'common.turkey.go': 'トルコサイトへ移動',
};
