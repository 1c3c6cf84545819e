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
  frame.dataset.src = url;
  const width = story.width ?? Number(params.get('width') ?? 1440);
  frame.style.width = `${width}px`;
  frame.style.height = `${story.minHeight ?? 80}px`;
  addEventListener('message', (e) => {
    if (e.source === frame.contentWindow && e.data?.storyReady) frame.dispatchEvent(new Event('story-ready'));
    if (e.source === frame.contentWindow && typeof e.data?.storyHeight === 'number') {
      frame.style.height = `${Math.max(e.data.storyHeight, story.minHeight ?? 0)}px`;
    }
  });
  figure.append(caption, frame);
  return figure;
}

/**
 * Loads the frames of one surface one after another: its stories share the origin's
 * storage, so each must have read its own before the next one writes.
 */
export function loadInTurn(figures: HTMLElement[]): HTMLElement[] {
  const frames = figures.map((f) => f.querySelector('iframe')!);
  frames.forEach((frame, i) => {
    const next = frames[i + 1];
    if (!next) return;
    const advance = () => { if (!next.src) next.src = next.dataset.src!; };
    frame.addEventListener('story-ready', advance, { once: true });
    // a story that never reports (a broken page) must not stall the rest
    frame.addEventListener('load', () => setTimeout(advance, 3000), { once: true });
  });
  if (frames[0]) frames[0].src = frames[0].dataset.src!;
  return figures;
}
