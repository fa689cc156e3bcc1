// The layout's three lines, checked on resolved paths (so relative and #alias imports alike):
// no import circles, product code never reaching into lab/, and features meeting only at a
// feature's public.ts. docs/decisions/031-feature-layout.md says why this tool.
const FEATURE = '^(?:domain|server/features|web/features)/([^/]+)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: modules that need each other to load are one module in disguise.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'product-never-imports-lab',
      severity: 'error',
      comment: 'lab/ simulates and compares; it depends on the product, never the other way.',
      from: { path: '^(?:domain|server|web|scripts)/' },
      to: { path: '^lab/' },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'domain/ is shared by the server and the browser: no server or web code in it.',
      from: { path: '^domain/' },
      to: { path: '^(?:server|web|scripts)/' },
    },
    {
      name: 'features-meet-at-public-ts',
      severity: 'error',
      comment:
        "A feature reads another feature only through that feature's public.ts; domain/common and domain/catalogues are open to all.",
      from: { path: FEATURE, pathNot: ['\\.test\\.tsx?$', '/test-support/'] },
      to: {
        path: FEATURE,
        pathNot: [
          '^(?:domain|server/features|web/features)/$1/',
          '^(?:domain|server/features|web/features)/[^/]+/public\\.ts$',
          '^domain/(?:common|catalogues)/',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(?:node_modules|dist|data|test-results|playwright-report)/' },
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
