// The page configuration's types are part of the package's typings: they live in
// types/core-types.d.ts (re-exported by types/index.d.ts), and the code reads them from there.
export type * from '../../types/core-types';
