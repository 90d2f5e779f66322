// `npm run conformance -- --api URL [--user U --password P] [--client-api URL]`: checks an
// operator's member API with the site's own readers and answer checks (api/src/conformance).
// Builds only the API (and shared's Node build) when stale, then runs the compiled check.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApiIfStale } from './build.mjs';
import { repoRoot } from './stack.mjs';

await buildApiIfStale();
const cli = await import(pathToFileURL(path.join(repoRoot, 'api', 'dist', 'conformance', 'cli.js')).href);
process.exitCode = await cli.default.main(process.argv.slice(2));
