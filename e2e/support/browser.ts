import fs from 'node:fs';
import type { LaunchOptions } from '@playwright/test';
// @ts-expect-error plain ESM module without types
import { chromiumFlags, chromiumPath } from '../../tools/chromium.mjs';

/**
 * The browsers the suite drives (ADR 0030): Debian's Chromium, as its headless shell where the
 * package is installed (`chromium-headless-shell`, the same build without the browser's window
 * machinery, which is what Playwright itself runs headless), and the whole browser for what only
 * it does (the install checks). CHROMIUM_PATH names one binary for both.
 */
export const fullChromium: string = chromiumPath;
const headlessShell = '/usr/bin/chromium-headless-shell';
export const e2eChromium = process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : fullChromium);

export function launchOptions(executablePath: string): LaunchOptions {
  return {
    executablePath,
    args: ['--headless', ...(chromiumFlags as string[])],
  };
}
