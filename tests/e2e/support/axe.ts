import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe's serious and critical findings on the page as it is now, one line each. Label-in-name
 * (WCAG 2.5.3) is still marked experimental in axe, so it is switched on by hand: a control's
 * accessible name must contain the text it shows.
 */
export const seriousAccessibilityProblems = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) => `${v.id} at ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
      ),
    );
};
