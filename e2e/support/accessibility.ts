import { AxeBuilder } from '@axe-core/playwright';
import { type Result } from 'axe-core';
import { type Page } from 'playwright-core';

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
  const results = await new AxeBuilder({ page }).withTags([...WCAG_AA_TAGS]).analyze();
  const blocking = results.violations.filter((violation) =>
    BLOCKING_IMPACTS.includes(violation.impact ?? ''),
  );
  if (blocking.length > 0) {
    throw new Error(`${view} (${page.url()}) has accessibility violations:\n${describeViolations(blocking)}`);
  }
}
