// The footer's social icons (spec §1, §6): hidden for UK-limited users and for the
// editions whose row says socialIcons: false (SG, BS, UK, AU, JP, UAE).
import type { Edition } from '../editions';
import type { CommonData } from '../types';

export const SOCIAL_LINKS = [
  { id: 'x', name: 'X', url: 'https://x.com/exchange' },
  { id: 'telegram', name: 'Telegram', url: 'https://t.me/exchange' },
  { id: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/exchange' },
  { id: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/exchange' },
  { id: 'youtube', name: 'YouTube', url: 'https://www.youtube.com/@exchange' },
  { id: 'linkedin', name: 'LinkedIn', url: 'https://www.linkedin.com/company/exchange' },
] as const;

export type SocialId = (typeof SOCIAL_LINKS)[number]['id'];

export const showSocialIcons = (edition: Edition, common: CommonData): boolean =>
  edition.socialIcons && !common.isUKLimit;
