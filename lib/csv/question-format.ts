/*
 * The format of a CSV file of questions (see `question-import.ts`, which reads one): its columns,
 * its limits and an example. Apart from the reader so that the import dialog can offer the
 * example without shipping the CSV parser to the browser.
 */

/** Largest file read, in characters (500 questions of long prompts fit). */
export const MAX_QUESTION_CSV_CHARS = 300_000;

/** Most questions one import takes (the upstream's bound). */
export const MAX_IMPORTED_QUESTIONS = 500;

/** Most options of a choice question (the upstream's bound): `option1` to `option10` in a file. */
export const MAX_QUESTION_OPTIONS = 10;

/** The header line of the example file, in the order the screen documents. */
export const questionCsvHeader = [
  "kind",
  "prompt",
  "option1",
  "option2",
  "option3",
  "option4",
  "option5",
  "option6",
  "correct",
  "answer",
  "tolerance",
  "tolerance_kind",
  "unit",
  "explanation",
] as const;

/**
 * An example file (one question of each kind), offered for download beside the format. Its
 * lines are the format's documentation: the tests check that it imports cleanly.
 */
export const questionCsvExample = [
  questionCsvHeader.join(","),
  'single,"Which load combination governs the design of a typical floor beam?",1.4D,1.2D + 1.6L,0.9D + 1.0W,,,,2,,,,,"ASCE 7: 1.2D + 1.6L governs where live load dominates."',
  'multiple,"Which of these are lateral load resisting systems?",Shear walls,Moment frames,Flat slab without drops,Braced frames,,,1;2;4,,,,,',
  'truefalse,"A higher natural period always means a higher seismic base shear.",,,,,,,false,,,,,"A longer period usually lowers the spectral acceleration."',
  'numeric,"The base shear of the example building, in kN?",,,,,,,,1250,2,percent,kN,"V = Cs × W = 0.05 × 25000 kN."',
  'numeric,"The fundamental period of the frame, in seconds?",,,,,,,,0.85,0.05,absolute,s,',
].join("\r\n");
