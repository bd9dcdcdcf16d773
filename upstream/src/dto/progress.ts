/*
 * The learning-progress extension (upstream/EXTENSIONS.md "## Learning progress"): its wire shapes
 * are @brightway/contract's `courseProgressDto`, `progressSummaryDto` and `certificateDto`.
 */

/** Whole percent, rounded down, so 100 means every video is done; 0 when there is nothing to do. */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((completed * 100) / total));
}
