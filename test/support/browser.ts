// Debian's chromium driven by playwright-core (headless, no sandbox: CI runs as root), plus the
// accessibility check: axe-core evaluated in the page (through the DevTools protocol, so the
// console's strict CSP stays on) with no serious or critical violation allowed; the skip line a
// browser test file prints without chromium, its closing, and a click that waits for the page it
// leads to.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { ROOT } from './child-service.ts';

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Installs Debian's chromium when it is missing and this runs as root (as in CI); otherwise says
 * why the browser tests cannot run. Returns the reason, or undefined when chromium is there.
 */
function chromiumMissing(): string | undefined {
  if (existsSync(CHROMIUM)) return undefined;
  if (process.getuid?.() !== 0)
    return (
      `no chromium at ${CHROMIUM} and not root: run apt-get install -y chromium (or set ` +
      `CHROMIUM_PATH)`
    );
  try {
    execFileSync('apt-get', ['install', '-y', 'chromium'], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      timeout: 600_000,
    });
  } catch (error) {
    return `apt-get install -y chromium failed: ${(error as Error).message}`;
  }
  return existsSync(CHROMIUM) ? undefined : `apt-get installed chromium but ${CHROMIUM} is missing`;
}

/**
 * chromiumMissing for one browser test file: prints `SKIP <what> browser tests: <reason>` when it
 * cannot run, and returns the reason for `describe.skipIf`.
 */
export function chromiumOrSkip(what: string): string | undefined {
  const missing = chromiumMissing();
  if (missing) console.warn(`SKIP ${what} browser tests: ${missing}`);
  return missing;
}

/** Closes what a test file opened, in order; what never opened (no chromium) is passed over. */
export async function closeAll(...opened: ({ close(): Promise<unknown> } | undefined)[]) {
  for (const thing of opened) await thing?.close();
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
}

async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE);
  const result = await page.evaluate(async () => {
    const axe = (
      globalThis as unknown as {
        axe: {
          run(
            ctx: unknown,
            options: unknown,
          ): Promise<{
            violations: Array<{
              id: string;
              impact: string | null;
              help: string;
              nodes: unknown[];
            }>;
          }>;
        };
      }
    ).axe;
    return axe.run((globalThis as unknown as { document: unknown }).document, {
      resultTypes: ['violations'],
    });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length }));
}

/** The project's accessibility rule: axe finds no serious or critical violation on the page. */
export async function expectAxeClean(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page), `axe on ${name}`).toEqual([]);
}

const SHOTS = process.env.CONSOLE_SCREENSHOTS === '1' ? `${ROOT}docs/console` : undefined;

/** expectAxeClean, then with CONSOLE_SCREENSHOTS=1 the page saved as docs/console/<name>.png. */
export async function accessible(page: Page, name: string): Promise<void> {
  await expectAxeClean(page, name);
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await docScreenshot(page, `${SHOTS}/${name}.png`);
}

/** Clicks (a selector or a locator) and waits until the page it leads to is at `url`. */
export async function clickTo(page: Page, target: string | Locator, url: RegExp): Promise<void> {
  await Promise.all([
    page.waitForURL(url),
    typeof target === 'string' ? page.click(target) : target.click(),
  ]);
}

/**
 * A full-page screenshot for docs/console/, kept small: re-encoded by sharp as a palette PNG
 * (the console's flat colours lose nothing a reader would notice).
 */
async function docScreenshot(page: Page, path: string): Promise<void> {
  const { default: sharp } = await import('sharp');
  const png = await page.screenshot({ fullPage: true });
  await sharp(png).png({ palette: true, quality: 80, compressionLevel: 9 }).toFile(path);
}
