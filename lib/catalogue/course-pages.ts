/**
 * Texts of the course pages not written in the spec (headings, labels, hints, empty states), in
 * English; the spec's own texts stay in `lib/messages.ts`. Mounted there as `messages.coursePages`.
 */
const pad = (value: number) => String(value).padStart(2, "0");

export const coursePages = {
  meta: {
    attemptTitle: "Attempt",
    assessmentTitle: "Quiz or exam",
    onDemandTitle: "On-demand course",
    onlineTitle: "Online course",
    onDemandDescription: (name: string) => `${name}: an on-demand video course.`,
    onlineDescription: (name: string) => `${name}: a live online course.`,
    coverAlt: (name: string) => `${name} course cover`,
    packageName: (months: number) => `${months} months Package`,
  },
  hero: {
    instructor: "Instructor",
    photoOf: (name: string) => `Photo of ${name}`,
    photoOfInstructor: "Photo of the instructor",
    onDemandList: "On-Demand Courses",
    onlineList: "Online Courses",
  },
  facts: {
    totalHours: "Total hours",
    sections: "Sections",
    starts: "Starts",
    ends: "Ends",
    toBeAnnounced: "To be announced",
    lectures: "Lectures",
    liveSessions: "Live sessions",
  },
  packages: {
    heading: "Packages",
    manageThisCourse: "Manage this course",
    managePackages: "Manage Packages",
    manageEnrollments: "Manage Enrollments",
    liveSessions: "Live Sessions",
    classList: "Class List",
    buy: "Buy",
    buyThe: (label: string) => ` the ${label}`,
    enrolled: "You are enrolled in this course.",
    ended: "Your package for this course has ended. Buy a package to watch again.",
    originalPrice: "Original price ",
    discountedPrice: "Discounted price ",
    percentOff: (percent: number) => `${percent}% off`,
    enrolledMark: "Enrolled",
  },
  player: {
    playVideo: "Play video: ",
    contentHeading: "Course content",
    chooseVideo: "Choose a video from the sections to start watching.",
    nowPlaying: "Now playing:",
    buyToWatch: "Buy a package above to watch this course's videos.",
    unplayable: (title: string) => `"${title}" cannot be played here yet.`,
    notInCourse: "This video is not part of this course. Choose one from the sections below.",
    preview: "Preview",
    section: (number: number) => `Section ${number}: `,
  },
  progress: {
    heading: "Your progress",
    videosDone: (done: number, total: number) => `${done} of ${total} videos done`,
    lastActivity: (when: string) => ` · last activity ${when}`,
    courseProgress: "Course progress",
    progressIn: (section: string) => `Progress in ${section}`,
    continue: "Continue",
    downloadCertificate: "Download certificate (PDF)",
    forCourse: (course: string) => ` for ${course}`,
    verificationPage: "Verification page",
    ofCertificateFor: (course: string) => ` of the certificate for ${course}`,
  },
  live: {
    attended: (attended: number, total: number) => `Attended ${attended} of ${total} live sessions`,
    certificateNeeds: (percent: number) => ` (the certificate needs ${percent} % of them)`,
    addToCalendar: "Add to calendar",
    calendarHint: (course: string) => ` (an .ics file with every session of ${course})`,
    nextSession: "Next session",
    scheduleFailed: "The schedule of this course could not be loaded. Please try again later.",
    recordingHeading: "Recording",
    buyForRecordings: "Buy the course above to watch the recordings of its sessions.",
    recordingNotInCourse:
      "This recording is not part of this course. Choose one from the schedule below.",
    noRecordingYet: (title: string) => `"${title}" has no recording yet.`,
    recordingTitle: (title: string) => `Recording: ${title}`,
    nowPlayingRecording: (title: string) => ` the recording of ${title}`,
    scheduleHeading: "Schedule",
    notScheduled: "The sessions of this course have not been scheduled yet.",
    sessionCount: (count: number, zone: string) =>
      `${count} live ${count === 1 ? "session" : "sessions"}, times in Cairo time (${zone}).`,
    session: (number: number) => `Session ${number}: `,
    cairoTime: (zone: string) => ` Cairo time (${zone})`,
    minutes: (minutes: number) => `${minutes} ${minutes === 1 ? "minute" : "minutes"}`,
    duration: (text: string) => `Duration: ${text}`,
    youAttended: "You attended",
    notAttended: "Not attended",
    watchRecording: "Watch the recording",
    ofTitle: (title: string) => ` of ${title}`,
    recordingAvailable: "Recording available",
    sessionEnded: "Session ended",
  },
  /** The admin's content editor on the on-demand course page. */
  editor: {
    dragHint:
      "Drag the handles, or focus one and use Space and the arrow keys, to change the order.",
    addedOrder: "Sections and videos are shown in the order they were added.",
    addSection: "Add New Section",
    sectionLabel: (name: string) => `section ${name}`,
    videoLabel: (title: string) => `video ${title}`,
    addVideoTo: (name: string) => `Add video to section ${name}`,
    editSection: (name: string) => `Edit section ${name}`,
    deleteSectionTitle: (name: string) => `Delete section ${name}?`,
    deleteSectionText: "The section and all its videos are deleted. This cannot be undone.",
    deleteSectionConfirm: "Delete Section",
    deleteSection: (name: string) => `Delete section ${name}`,
    editVideo: (title: string) => `Edit video ${title}`,
    deleteVideoTitle: (title: string) => `Delete video ${title}?`,
    deleteVideoText: "The video is removed from the section. This cannot be undone.",
    deleteVideoConfirm: "Delete Video",
    deleteVideo: (title: string) => `Delete video ${title}`,
    editSectionTitle: (name: string) => `Edit Section ${name}`,
    saveSection: "Save Section",
    addSectionSubmit: "Add Section",
    sectionName: "Section Name",
    editVideoTitle: (title: string) => `Edit Video ${title}`,
    addVideoTitle: (name: string) => `Add Video to ${name}`,
    keepLink: "Leave the link empty to keep the current video.",
    pasteLink: "Paste the video's YouTube or Vimeo link or its embed code.",
    saveVideo: "Save Video",
    addVideo: "Add Video",
    videoName: "Video Name",
    videoSource: "Video URL or embed code",
    currentKept: "The current video is kept.",
    pastePreview: "Paste a YouTube or Vimeo link or embed code to see the preview.",
    preview: "Preview",
    freePreview: "Free preview",
    freePreviewHint:
      "Anyone may watch this video without buying the course; it is marked \u201cPreview\u201d in the sections.",
  },
  /** The Join route's page that opens the meeting, and the calendar download's refusals. */
  join: {
    opening: "Opening the meeting…",
    openMeeting: "Open the meeting",
    ifNotOpened: " if it does not open by itself.",
  },
  calendar: {
    backToList: "Back to Online Courses",
    backToCourse: "Back to the course",
    notFound: "Course not found",
    notEnrolled: "Only students enrolled in this course can add it to a calendar",
    failed: "The calendar could not be made. Please try again.",
  },
  /** The student's attempt form. */
  attempt: {
    cancel: "Cancel",
  },
  /** Why a Join did not open the meeting (`?joinError=` on the course page). */
  joinErrors: {
    "not-open": "Join opens 15 minutes before the session starts.",
    ended: "This session has ended.",
    "not-enrolled": "Only students enrolled in this course can join its sessions.",
    "not-found": "This session is no longer on the schedule.",
    failed: "The session could not be joined. Please try again.",
  },
  /** The live session's client texts (countdown, Join), passed from the server page. */
  clock: {
    ended: "This session has ended.",
    startsIn: "Starts in",
    joinBefore: "Join opens 15 minutes before the session starts.",
    join: "Join",
    opensNewTab: "Opens the meeting in a new tab.",
    yourTime: (time: string, zone: string) => ` · ${time} your time (${zone})`,
    /** "2 days 3 h 04 min", "3 h 04 min 09 s", "4 min 09 s" (the parts of the time left). */
    countdown: (days: number, hours: number, minutes: number, seconds: number) =>
      days > 0
        ? `${days} ${days === 1 ? "day" : "days"} ${hours} h ${pad(minutes)} min`
        : hours > 0
          ? `${hours} h ${pad(minutes)} min ${pad(seconds)} s`
          : `${minutes} min ${pad(seconds)} s`,
  },
} as const;
