// Types of the mock's MSW handlers (handlers.mjs), for the TypeScript stories.
import type { RequestHandler } from 'msw';

export declare const handlers: RequestHandler[];
export declare function faultHandlers(kind: string, part?: string): RequestHandler[];
