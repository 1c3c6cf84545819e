// A page rendered as it arrives (DESIGN.md §3a, §3c): a string, a byte stream or a Response, given
// back as the same kind. The bytes before the first ex-* element leave as they arrive; each
// element's markup leaves, in page order, once its data is in; the renders of a page's elements
// run at once, so a page waits for its slowest element, not for the sum of them.
import { readConfigText } from '../core/config';
import { SSR_META } from '../core/server-marks';
import { VERSION } from '../core/version';
import { pageScanner, type FoundElement } from './page';
import { checkStyleOptions, infoOf, markupOf, render, requestOf, warn, type PageRender, type RenderOptions } from './render';
import { viewPreloads } from './view-preloads';

const META = `<meta name="${SSR_META}" content="${VERSION}">`;
/** Said where the page's caps stopped the server (§3c "bounded work per page"). */
const capNote = (request: PageRender) => `<!-- ex-elements: the server renders at most ${request.maxElements} elements and ${request.maxAdded} characters of markup a page; from here on the elements render in the browser -->`;

/** An element the page's caps left to the browser: its start tag as it was. */
interface Capped { capped: string; request: PageRender }

/** A value to come, settled from outside. */
function later<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => { settle = resolve; });
  return { promise, settle };
}

/** The page's text, rendered, as a stream of text in page order. */
function renderText(source: ReadableStream<string>, options: RenderOptions): ReadableStream<string> {
  const pieces: Array<string | Promise<string | Capped>> = [];
  let added = later<void>();
  let finished = false;
  const add = (piece: string | Promise<string | Capped>) => { pieces.push(piece); added.settle(); };

  let text = ''; // what has arrived and is not yet in `pieces`, from index `taken` of the page
  let taken = 0;
  const takeTo = (at: number) => {
    if (at <= taken) return;
    add(text.slice(0, at - taken));
    text = text.slice(at - taken);
    taken = at;
  };

  // the page's config is read before any element renders: those before it wait for it
  const config = later<PageRender>();
  let configured = false;
  const configure = (configText: string | null) => {
    if (configured) return;
    configured = true;
    config.settle(requestOf({ ...(configText === null ? {} : readConfigText(configText)), ...options.config }, options));
  };
  // the head's mark says the page has server-rendered elements: decided by its first one
  let meta: ReturnType<typeof later<string>> | null = null;
  const tags: string[] = [];

  const renderOne = (element: FoundElement, original: string) => config.promise
    .then(async (request): Promise<string | Capped> => {
      const rendered = await render(element.tag, element.attributes, request);
      if (rendered === 'capped') return { capped: original, request };
      return rendered ? markupOf(element.tag, rendered) : original;
    })
    .catch((error: unknown) => {
      // an element that cannot render on the server is left to render in the browser, as before
      (options.onError ?? warn)(error, element.tag);
      return original;
    });

  // a classic script met before any element (in <head>, say): the views' preloads go at the
  // body's end, once the page has named its elements, and still before the script runs (defer)
  let classicAhead: string | null = null;
  const scanner = pageScanner({
    element(element) {
      if (!infoOf(element.tag)) return;
      tags.push(element.tag);
      meta?.settle(META);
      meta = null;
      takeTo(element.startAt);
      const original = text.slice(0, element.insertAt - taken);
      text = text.slice(element.insertAt - taken);
      taken = element.insertAt;
      add(renderOne(element, original));
    },
    head(at) {
      takeTo(at);
      if (tags.length) return add(META);
      meta = later<string>();
      add(meta.promise);
    },
    config: configure,
    classicScript(src, at) {
      takeTo(at);
      if (tags.length) add(viewPreloads(tags, src));
      else classicAhead = src;
    },
    bodyEnd(at) {
      if (!classicAhead || !tags.length) return;
      takeTo(at);
      add(viewPreloads(tags, classicAhead));
    },
  });

  async function read() {
    const reader = source.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      text += chunk.value;
      scanner.write(chunk.value);
      takeTo(Math.min(scanner.parsedTo, scanner.waitingFrom ?? Infinity));
    }
    scanner.end();
    configure(null);
    meta?.settle('');
    takeTo(scanner.parsedTo);
  }

  return new ReadableStream<string>({
    start(controller) {
      // a source that fails fails the page (the elements still waiting are let go with it)
      const reading = read().finally(() => { finished = true; added.settle(); });
      reading.catch((error: unknown) => controller.error(error));
      void (async () => {
        let noted = false;
        for (let next = 0; ; ) {
          while (next < pieces.length) {
            const piece = await pieces[next];
            pieces[next++] = ''; // sent: let it go
            // the first element the caps left, in page order, says so
            const text = typeof piece === 'string' ? piece : `${noted ? '' : capNote(piece.request)}${piece.capped}`;
            noted ||= typeof piece !== 'string';
            if (text) controller.enqueue(text);
          }
          if (finished) break;
          await added.promise;
          added = later<void>();
        }
        await reading;
        controller.close();
      })().catch(() => {}); // the source's failure, given to the reader above
    },
  });
}

/** A ReadableStream of one chunk. */
const streamOf = <T>(chunk: T) => new ReadableStream<T>({ start(controller) { controller.enqueue(chunk); controller.close(); } });

async function textOf(stream: ReadableStream<string>): Promise<string> {
  let out = '';
  const reader = stream.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) out += chunk.value;
  return out;
}

const renderBytes = (body: ReadableStream<Uint8Array>, options: RenderOptions) =>
  renderText((body as ReadableStream<BufferSource>).pipeThrough(new TextDecoderStream('utf-8', { ignoreBOM: true })), options).pipeThrough(new TextEncoderStream());

/**
 * The page with every ex-* element given its declarative shadow root (DESIGN.md §3a, §3c): a
 * string gives a string; a byte stream a byte stream, rendered as it arrives; a Response a
 * Response with the same status and headers (but content-length) and the rendered body. Bad
 * `styles` or `nonce` options throw a TypeError at once.
 */
export function renderPage(input: string, options?: RenderOptions): Promise<string>;
export function renderPage(input: ReadableStream<Uint8Array>, options?: RenderOptions): ReadableStream<Uint8Array>;
export function renderPage(input: Response, options?: RenderOptions): Promise<Response>;
export function renderPage(input: string | ReadableStream<Uint8Array> | Response, options: RenderOptions = {}): Promise<string> | ReadableStream<Uint8Array> | Promise<Response> {
  checkStyleOptions(options);
  if (typeof input === 'string') return textOf(renderText(streamOf(input), options));
  if (input instanceof ReadableStream) return renderBytes(input, options);
  if (!input.body) return Promise.resolve(input);
  const headers = new Headers(input.headers);
  headers.delete('content-length');
  return Promise.resolve(new Response(renderBytes(input.body, options), { status: input.status, statusText: input.statusText, headers }));
}
