import type { VideoWatchDto } from "@brightway/contract";

/*
 * The learning-progress extension (upstream/EXTENSIONS.md "## Learning progress"): its wire shapes
 * are @brightway/contract's `courseProgressDto`, `progressSummaryDto` and `certificateDto`.
 */

/** Whole percent, rounded down, so 100 means every video is done; 0 when there is nothing to do. */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((completed * 100) / total));
}

/*
 * Watched lessons (upstream/EXTENSIONS.md "## 23. Watched lessons"): a lesson with a duration
 * completes once 80 % of it is played and the wall clock since it was opened allows that much at
 * the fastest playback speed. Wire shape: @brightway/contract's `videoWatchDto`.
 */

/** The share of a lesson's duration that must be played (and the wall clock must allow). */
const watchShare = 0.8;

/** The fastest playback speed players offer: the wall clock must allow the played time at it. */
export const fastestPlaybackSpeed = 2;

/** Seconds of network slack credited on top of the wall clock between two reports. */
export const reportSlackSeconds = 5;

// Shortfalls are computed in floating point (0.8 × 7 = 5.6000000000000005): a rounding speck
// must not turn "nothing left" into "1 second left".
const roundingSpeck = 1e-6;

/**
 * Seconds still needed before a lesson of `durationSeconds` may complete: the larger of what is
 * left to play (80 % of the duration) and what is left of the wall clock (80 % of the duration
 * at the fastest speed, counted from the opening), rounded up to whole seconds; 0 when it may.
 * `openedSecondsAgo` is 0 for a lesson never opened.
 */
function watchRemainingSeconds(
  durationSeconds: number,
  playedSeconds: number,
  openedSecondsAgo: number,
): number {
  const toPlay = watchShare * durationSeconds - playedSeconds;
  const toWait = (watchShare * durationSeconds) / fastestPlaybackSpeed - openedSecondsAgo;
  return Math.max(0, Math.ceil(Math.max(toPlay, toWait) - roundingSpeck));
}

/**
 * A `VideoWatchDto` (whole seconds) of a lesson at `now`: `watch` is the student's stored
 * watching (opening instant and seconds played), null when never opened. A lesson without a
 * duration has nothing to watch for: duration and remaining 0.
 */
export function toVideoWatchDto(
  videoId: number,
  durationSeconds: number | null,
  watch: { openedAt: Date; playedSeconds: number } | null,
  now: Date,
): VideoWatchDto {
  if (durationSeconds === null) {
    return { videoId, durationSeconds: 0, playedSeconds: 0, remainingSeconds: 0 };
  }
  const played = Math.min(durationSeconds, watch?.playedSeconds ?? 0);
  const openedSecondsAgo = watch
    ? Math.max(0, (now.getTime() - watch.openedAt.getTime()) / 1000)
    : 0;
  return {
    videoId,
    durationSeconds,
    playedSeconds: Math.floor(played),
    remainingSeconds: watchRemainingSeconds(durationSeconds, played, openedSecondsAgo),
  };
}

/** Whole seconds as a clock: `m:ss` under an hour ("4:05"), `h:mm:ss` from an hour ("1:02:03"). */
export function formatClock(totalSeconds: number): string {
  const whole = Math.max(0, Math.ceil(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, "0");
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}`
    : `${minutes}:${seconds}`;
}
