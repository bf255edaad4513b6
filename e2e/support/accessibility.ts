import { AxeBuilder } from '@axe-core/playwright';
import { type Result } from 'axe-core';
import { type Locator, type Page } from 'playwright-core';

/** The WCAG 2.0, 2.1 and 2.2 success criteria of levels A and AA, as axe tags them. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** The impacts a screen may not have: a person using assistive technology is blocked or badly hindered. */
const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical'];

/** One line per offending element: the rule, what it asks for, and where. */
export function describeViolations(violations: readonly Result[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `- ${violation.id} (${violation.impact}): ${violation.help}\n    at ${node.target.join(' ')}` +
          (node.failureSummary ? `\n    ${node.failureSummary.replace(/\n/g, '\n    ')}` : ''),
      ),
    )
    .join('\n');
}

/**
 * Fails unless the page as it stands has no serious or critical WCAG 2.x A/AA
 * violation. `view` names the screen or state in the failure, since a walk checks
 * several.
 */
export async function expectAccessible(page: Page, view: string): Promise<void> {
  // A control that just changed state may still be fading between its colours; contrast is judged once it
  // has settled. Endless animations (spinners) never finish and are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags([...WCAG_AA_TAGS]).analyze();
  const blocking = results.violations.filter((violation) =>
    BLOCKING_IMPACTS.includes(violation.impact ?? ''),
  );
  if (blocking.length > 0) {
    throw new Error(`${view} (${page.url()}) has accessibility violations:\n${describeViolations(blocking)}`);
  }
}

/** Whether the element has the keyboard focus. */
export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === element.ownerDocument.activeElement);
}

/** Presses Tab, as a person on a keyboard does, until the target has focus; fails if it never gets it. */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press('Tab');
  }
  if (!(await hasFocus(target)))
    throw new Error(`${maxPresses} presses of Tab did not reach ${String(target)}`);
}
