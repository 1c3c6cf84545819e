import type { StoryGroup } from '../src/story';

const list = '<ex-alpha-list></ex-alpha-list>';

export const alphaStories: StoryGroup = {
  surface: 'alpha',
  title: 'Alpha token list',
  tag: 'ex-alpha-list',
  stories: [
    { id: 'list', name: 'All chains (type in the box to search)', minHeight: 560, html: list },
    { id: 'chain', name: 'One chain chosen (BNB Chain: CJK names)', minHeight: 560, html: '<ex-alpha-list chain="bsc"></ex-alpha-list>' },
    { id: 'mobile', name: 'On a phone', width: 375, minHeight: 600, html: list },
    { id: 'arabic', name: 'Arabic (right to left)', minHeight: 560, config: { lang: 'ar' }, html: list },
    { id: 'failed', name: 'API failure (code 500 answer): empty state', minHeight: 560, fault: { kind: 'code', path: '/apiw/v2/' }, html: list },
  ],
};
