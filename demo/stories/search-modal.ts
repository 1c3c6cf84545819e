import type { StoryGroup } from '../src/story';

const modal = '<ex-search-modal></ex-search-modal><p>(press / or Ctrl+K, or click the box)</p>';

export const searchModalStories: StoryGroup = {
  surface: 'search-modal',
  title: 'Search modal (built-in fallback)',
  tag: 'ex-search-modal',
  stories: [
    { id: 'builtin', name: 'No search application configured: the built-in search', minHeight: 640, html: modal },
    { id: 'mobile', name: 'On a phone', width: 375, minHeight: 640, html: modal },
    { id: 'arabic', name: 'Arabic (right to left)', minHeight: 640, config: { lang: 'ar' }, html: modal },
    { id: 'flag-off', name: 'Search flag off: nothing', config: { flags: { search: false } },
      html: '<ex-search-modal></ex-search-modal><p>(nothing above: the page turned the search flag off)</p>' },
  ],
};
