"use client";

import { useEffect, useRef, useState } from "react";
import { deviceDeadline, millisecondsLeft } from "@/lib/assessments/countdown";

/**
 * The time left of a timed attempt by the upstream's clock (see `lib/assessments/countdown.ts`),
 * ticking every second once mounted; null without a time limit. `resync` takes a later reading
 * of the upstream's clock (a saved answer's time), which may only bring the deadline earlier.
 */
export function useTimeLeft(deadlineAt: string | null, serverNow: string) {
  const [left, setLeft] = useState(() => millisecondsLeft(deadlineAt, serverNow, 0));
  const deadline = useRef<number | null>(null);

  useEffect(() => {
    if (deadlineAt === null) return;
    deadline.current = deviceDeadline(deadlineAt, serverNow, performance.now());
    const timer = window.setInterval(() => {
      setLeft(Math.max(0, (deadline.current ?? 0) - performance.now()));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadlineAt, serverNow]);

  const resync = (serverTime: string) => {
    if (deadlineAt === null || deadline.current === null) return;
    deadline.current = deviceDeadline(deadlineAt, serverTime, performance.now(), deadline.current);
  };
  return { left, resync };
}
