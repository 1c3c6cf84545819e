// Derived stores (DESIGN.md §2 "Elements", §3c). In the browser a derived value follows its
// stores (nanostores' computed). A server render reads its stores once, after its data: there
// the value is worked out once into a plain atom, since a computed store read without a
// listener sets nanostores' 1 s unmount timer on every read — dozens per request, which keep a
// process alive after its render and count against an edge runtime's timers.
import { atom, computed, type ReadableAtom } from 'nanostores';

type ValuesOf<S extends readonly ReadableAtom<unknown>[]> = { [K in keyof S]: S[K] extends ReadableAtom<infer V> ? V : never };

/** A store derived from `stores` by `fn`. */
export type Derive = <S extends readonly ReadableAtom<unknown>[], T>(stores: [...S], fn: (...values: ValuesOf<S>) => T) => ReadableAtom<T>;

/** In the browser: a computed store, following its stores. */
export const following: Derive = (stores, fn) => computed(stores as ReadableAtom<unknown>[], fn as (...values: unknown[]) => ReturnType<typeof fn>) as ReadableAtom<ReturnType<typeof fn>>;

/** In a server render: the value now, as a plain atom (no mount, no timer). */
export const once: Derive = (stores, fn) => atom(fn(...(stores.map((store) => store.get()) as ValuesOf<typeof stores>)));
