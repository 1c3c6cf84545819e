// The mock API's fault timing (demo/mock/faults.mjs, plain JS), typed, for the client's tests.
// @ts-expect-error: the mock is plain JavaScript without typings
import { TIMEOUT_MS } from '../../demo/mock/faults.mjs';

/** How long the mock's `timeout` fault holds its answer, and `stall` the rest of its body. */
export const FAULT_HOLD_MS: number = TIMEOUT_MS;
