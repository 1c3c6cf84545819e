// The import check of `npm test` (issue 16): no import circles among src/ and elements/, and
// arrows only run down: elements → src/ui → src/core. Type-only imports count for the layers,
// not for circles (they vanish at build). Tests sit beside their surface and register the
// elements they test, so they are consumers, like elements/; helpers only tests use live in
// src/testing/.
const TEST = '\\.test\\.tsx?$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(src|elements)/' },
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'core-is-headless',
      comment: 'src/core holds rules, data and stores, tested without a DOM: it knows no view, element or demo',
      severity: 'error',
      from: { path: '^src/core/', pathNot: TEST },
      to: { path: '^(src/ui|src/testing|elements|demo)/' },
    },
    {
      name: 'views-register-nothing',
      comment: 'a view never imports an element (nested elements are the element shell\'s dependencies) nor the demo',
      severity: 'error',
      from: { path: '^src/ui/', pathNot: TEST },
      to: { path: '^(elements|demo|src/testing)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
