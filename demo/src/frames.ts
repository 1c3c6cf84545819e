// A story in a frame, captioned with a link to open it alone; the frame grows to fit.
import type { Story, StoryGroup } from './story';

export function storyFrame(group: StoryGroup, story: Story, params: URLSearchParams): HTMLElement {
  const figure = document.createElement('figure');
  figure.className = 'story';
  const caption = document.createElement('figcaption');
  const url = `/stories.html?${new URLSearchParams({ ...Object.fromEntries(params), surface: group.surface, story: story.id })}`;
  const link = document.createElement('a');
  link.href = url;
  link.textContent = story.name;
  caption.append(link);
  const frame = document.createElement('iframe');
  frame.title = `${group.title}: ${story.name}`;
  frame.src = url;
  const width = story.width ?? Number(params.get('width') ?? 1440);
  frame.style.width = `${width}px`;
  frame.style.height = `${story.minHeight ?? 80}px`;
  addEventListener('message', (e) => {
    if (e.source === frame.contentWindow && typeof e.data?.storyHeight === 'number') {
      frame.style.height = `${Math.max(e.data.storyHeight, story.minHeight ?? 0)}px`;
    }
  });
  figure.append(caption, frame);
  return figure;
}
