// Writes the shell's config.json and remotes.json from the environment (API_URL, MF_*_URL,
// SITE_TITLE, GAME_ORIGINS…), as `npm start` does; used by the shell's container.
import { resolveStack, writeRuntimeFiles } from './stack.mjs';

const dir = process.argv[2] ?? 'runtime';
const stack = resolveStack();
writeRuntimeFiles(stack, dir);
console.log(`[runtime] wrote config.json and remotes.json to ${dir}`);
