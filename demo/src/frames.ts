// A story in a frame, captioned with a link to open it alone; the frame grows to fit. Each
// story page keeps its own storage (story-sandbox.ts), so the order frames load in does not
// matter; they load a few at a time all the same: a hundred frames asking at once for their
// modules and data exhaust the browser's requests and time out the elements' calls.
import type { Story, StoryGroup } from './story';

/** Frames loading at once. */
const AT_ONCE = 4;

// one listener for every frame: a story page reports its height as it renders and opens
addEventListener('message', (e) => {
  if (e.origin !== location.origin || typeof e.data?.storyHeight !== 'number') return;
  const frame = [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === e.source);
  if (frame) frame.style.height = `${Math.max(e.data.storyHeight, Number(frame.dataset.minHeight))}px`;
});

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
  frame.style.width = `${story.width ?? Number(params.get('width') ?? 1440)}px`;
  frame.style.height = `${story.minHeight ?? 80}px`;
  frame.dataset.minHeight = String(story.minHeight ?? 0);
  figure.append(caption, frame);
  return figure;
}

/**
 * Until the story page in `frame` has settled: it says so (data-story ready or failed), or it
 * loaded without being a story page at all (its script failed: nothing will come).
 */
function settled(frame: HTMLIFrameElement): Promise<void> {
  return new Promise((resolve) => {
    const said = (e: MessageEvent) => { if (e.source === frame.contentWindow && e.data?.storyState) done(); };
    const loaded = () => { if (!frame.contentDocument?.documentElement.dataset.story) done(); };
    const done = () => {
      removeEventListener('message', said);
      frame.removeEventListener('load', loaded);
      resolve();
    };
    addEventListener('message', said);
    frame.addEventListener('load', loaded);
  });
}

/** Loads the story frames in `root` in order, AT_ONCE at a time. */
export function loadFrames(root: ParentNode): void {
  const waiting = [...root.querySelectorAll<HTMLIFrameElement>('iframe[data-src]')];
  const next = (): void => {
    const frame = waiting.shift();
    if (!frame) return;
    void settled(frame).then(next);
    frame.src = frame.dataset.src!;
  };
  for (let i = 0; i < AT_ONCE; i++) next();
}
