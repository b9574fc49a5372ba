import type { Reporter, Suite } from '@playwright/test/reporter';

/** Prints one plain closing line, "N passed, N failed, N skipped", that CI reads, after the tests that passed only on a retry. */
export default class SummaryReporter implements Reporter {
  private root?: Suite;

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite;
  }

  onEnd(): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const flaky: string[] = [];
    // Counted at the end by each test's final outcome, so a retried test counts once.
    for (const test of this.root?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'skipped') skipped++;
      else if (outcome === 'expected' || outcome === 'flaky') passed++;
      else failed++;
      if (outcome === 'flaky') flaky.push(test.titlePath().filter(Boolean).join(' › '));
    }
    for (const title of flaky) console.log(`flaky (passed on its retry): ${title}`);
    console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
