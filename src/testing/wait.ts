// waitUntil with a default timeout for a busy machine (issue 15, item 4): @open-wc/testing's
// gives a condition 1000 ms, which a loaded 2-core machine can spend before the page has had a
// turn. A test still waits for its condition, never for a time: the timeout only bounds how
// long a failing one takes to report.
import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

/** The default time a condition gets before the wait fails. */
export const WAIT_TIMEOUT = 5000;

/** @open-wc/testing's waitUntil, with `timeout` 5000 ms unless given. */
export function waitUntil(
  predicate: () => unknown | Promise<unknown>,
  message?: string,
  options: { interval?: number; timeout?: number } = {},
): Promise<void> {
  return openWcWaitUntil(predicate, message, { ...options, timeout: options.timeout ?? WAIT_TIMEOUT });
}
