"use client";

import dynamic from "next/dynamic";

// The client parts of this page that only some viewers render, split into chunks of their own
// and fetched when rendered: a visitor's first load carries neither the admin's editor (dialogs,
// forms, drag and drop) nor the enrolled student's completion tracker. A server component's
// static import would put both in every visitor's first load.

/** {@link import("./content-editor").CourseContentEditor}, loaded when an admin's page renders it. */
export const CourseContentEditor = dynamic(() =>
  import("./content-editor").then((module) => module.CourseContentEditor),
);

/** {@link import("@/components/course/completion-tracker").CompletionTracker}, loaded with a video. */
export const CompletionTracker = dynamic(() =>
  import("@/components/course/completion-tracker").then((module) => module.CompletionTracker),
);
