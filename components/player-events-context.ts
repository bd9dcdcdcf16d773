"use client";

import { createContext } from "react";

/**
 * True inside a component that listens to the player's events (the course page's completion
 * tracker): the video player then asks YouTube for its postMessage events (`enablejsapi=1`).
 * Everywhere else the player address stays as it was.
 */
export const PlayerEventsContext = createContext(false);
