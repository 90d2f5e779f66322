const { createConfig } = require('../tools/webpack.base.cjs');

// The account team's second federation container (issue 35, ADR 0046): its staff pages, built from
// this package into dist-staff/ (debug files to dist-staff-debug/) and served only from the back
// office's origin. The member container (webpack.config.cjs) exposes src/lifecycles.tsx, which
// reaches nothing under src/staff/ (the linter keeps it so; tools/build-outputs.test.ts checks dist/).
module.exports = createConfig({
  dir: __dirname,
  name: 'mf_account_staff',
  exposes: { './app': './src/staff/lifecycles.tsx' },
  output: 'dist-staff',
});
