import { parse } from "csv-parse/sync";
import { parseNumericAnswer } from "@brightway/contract/numeric-answer";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { messages } from "@/lib/messages";
import { questionInput, type QuestionInput } from "@/lib/upstream/wire";
import {
  MAX_IMPORTED_QUESTIONS,
  MAX_QUESTION_CSV_CHARS,
  MAX_QUESTION_OPTIONS,
  questionCsvHeader,
} from "@/lib/csv/question-format";

/*
 * The CSV file of questions an admin imports into an assessment's bank: one line a question under
 * a header line. Every line is checked here, and every problem is said with its line ("Line 4: the
 * correct option 5 does not exist") before anything is sent: the upstream's import is all or
 * nothing, and a file is sent only when no line has a problem. Pure: no upstream, no env.
 */

const english = messages.assessmentAdmin;

/** The texts the problems are written in: the page's `assessmentAdmin` (English by default). */
type Texts = Catalogue["assessmentAdmin"];

/** A question file read: its questions, or every problem found (nothing is imported then). */
export type QuestionCsvResult =
  | {
      ok: true;
      questions: QuestionInput[];
      /** The file's line of each question (the header is line 1). */
      lines: number[];
    }
  | { ok: false; problems: string[] };

type Column = (typeof questionCsvHeader)[number] | `option${number}`;

/** Header names accepted for each column besides its own (any case; spaces, `_` and `-` ignored). */
const aliases: Partial<Record<Column, readonly string[]>> = {
  kind: ["type", "questionkind"],
  prompt: ["question", "text"],
  correct: ["correctoption", "correctoptions"],
  answer: ["numericanswer", "value"],
};

const normalise = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "");

/** The columns the header names, by column: its index in each line, or -1 when it is absent. */
function readHeader(header: readonly string[]): Map<string, number> {
  const names = header.map(normalise);
  const index = new Map<string, number>();
  const columns: string[] = [
    ...questionCsvHeader.filter((column) => !column.startsWith("option")),
    ...Array.from({ length: MAX_QUESTION_OPTIONS }, (_, i) => `option${i + 1}`),
  ];
  for (const column of columns) {
    const accepted = [normalise(column), ...(aliases[column as Column] ?? [])];
    index.set(
      column,
      names.findIndex((name) => accepted.includes(name)),
    );
  }
  return index;
}

/** `kind` as written (any case; spaces, `_`, `-` and `/` ignored) to the contract's kind. */
function readKind(value: string): QuestionInput["kind"] | null {
  const kinds: Record<string, QuestionInput["kind"]> = {
    single: "single",
    singlechoice: "single",
    multiple: "multiple",
    multiplechoice: "multiple",
    truefalse: "trueFalse",
    numeric: "numeric",
    number: "numeric",
  };
  return kinds[value.toLowerCase().replace(/[\s_/-]+/g, "")] ?? null;
}

/** One line's cells by column, trimmed; a column the header does not name reads as empty. */
type Cells = (column: string) => string;

/** The options of a line (option1, option2, …) up to the last filled one, with their problems. */
function readOptions(text: Texts, cell: Cells, problems: string[]): string[] {
  const all = Array.from({ length: MAX_QUESTION_OPTIONS }, (_, i) => cell(`option${i + 1}`));
  const last = all.findLastIndex((option) => option !== "");
  const options = all.slice(0, last + 1);
  options.forEach((option, i) => {
    if (option === "") problems.push(text.csvOptionGap(i + 1));
    else if (option.length > 500) problems.push(text.csvOptionTooLong(i + 1));
  });
  return options;
}

/** The right options of a choice question: 1-based numbers separated by `;`, `|`, `,` or spaces. */
function readCorrectOptions(
  text: Texts,
  value: string,
  optionCount: number,
  isSingle: boolean,
  problems: string[],
): number[] {
  if (value === "") {
    problems.push(text.csvCorrectMissing);
    return [];
  }
  const chosen: number[] = [];
  for (const token of value.split(/[;|,\s]+/).filter(Boolean)) {
    if (!/^\d{1,3}$/.test(token)) {
      problems.push(text.csvCorrectNotNumber(token));
      continue;
    }
    const option = Number(token);
    if (option < 1 || option > optionCount) problems.push(text.csvCorrectMissingOption(option));
    else if (chosen.includes(option - 1)) problems.push(text.csvCorrectRepeated(option));
    else chosen.push(option - 1);
  }
  if (isSingle && chosen.length > 1) problems.push(text.csvCorrectOneOnly);
  return chosen.sort((a, b) => a - b);
}

/** The numeric columns of a numeric question: the answer, its tolerance and how that is read. */
function readNumeric(text: Texts, cell: Cells, problems: string[]) {
  const answerText = cell("answer");
  const numericAnswer = answerText === "" ? null : parseNumericAnswer(answerText);
  if (answerText === "") problems.push(text.csvAnswerMissing);
  else if (numericAnswer === null) problems.push(text.csvAnswerInvalid(answerText));

  // "2%" in the tolerance reads as 2 percent when tolerance_kind is empty; empty means exact.
  let toleranceText = cell("tolerance");
  let kindText = cell("tolerance_kind").toLowerCase();
  if (toleranceText.endsWith("%") && kindText === "") {
    toleranceText = toleranceText.slice(0, -1).trim();
    kindText = "percent";
  }
  const tolerance = toleranceText === "" ? 0 : parseNumericAnswer(toleranceText);
  if (tolerance === null || tolerance < 0)
    problems.push(text.csvToleranceInvalid(cell("tolerance")));
  const toleranceKinds: Record<string, QuestionInput["toleranceKind"]> = {
    "": "absolute",
    absolute: "absolute",
    abs: "absolute",
    percent: "percent",
    "%": "percent",
    pct: "percent",
  };
  const toleranceKind = toleranceKinds[kindText];
  if (toleranceKind === undefined) {
    problems.push(text.csvToleranceKindInvalid(cell("tolerance_kind")));
  }
  return { numericAnswer, tolerance, toleranceKind: toleranceKind ?? null };
}

/** The problems of the numeric-only columns filled in on a line of another kind. */
function numericColumnsNotTaken(text: Texts, cell: Cells, problems: string[]): void {
  for (const column of ["answer", "tolerance", "tolerance_kind", "unit"]) {
    if (cell(column) !== "") problems.push(text.csvNumericOnly(column));
  }
}

/** One line as a question, or its problems (each without the "Line N: " prefix). */
function readLine(
  text: Texts,
  cell: Cells,
): { question: QuestionInput | null; problems: string[] } {
  const problems: string[] = [];
  const kind = readKind(cell("kind"));
  if (kind === null) problems.push(text.csvKindUnknown(cell("kind")));
  const prompt = cell("prompt");
  if (prompt === "") problems.push(text.csvPromptMissing);
  else if (prompt.length > 2000) problems.push(text.csvPromptTooLong);
  const unit = cell("unit");
  const explanation = cell("explanation");
  if (explanation.length > 2000) problems.push(text.csvExplanationTooLong);
  if (kind === null) return { question: null, problems };

  const question: QuestionInput = {
    kind,
    prompt,
    options: [],
    correctOptions: [],
    numericAnswer: null,
    tolerance: null,
    toleranceKind: null,
    unit: null,
    explanation: explanation === "" ? null : explanation,
  };
  if (kind === "single" || kind === "multiple") {
    question.options = readOptions(text, cell, problems);
    if (question.options.length < 2) problems.push(text.csvOptionsTooFew);
    question.correctOptions = readCorrectOptions(
      text,
      cell("correct"),
      question.options.length,
      kind === "single",
      problems,
    );
    numericColumnsNotTaken(text, cell, problems);
  } else if (kind === "trueFalse") {
    if (readOptions(text, cell, []).length > 0)
      problems.push(text.csvOptionsNotTaken("true/false"));
    const answer = cell("correct").toLowerCase();
    if (answer === "true") question.correctOptions = [0];
    else if (answer === "false") question.correctOptions = [1];
    else problems.push(text.csvTrueFalseCorrect(cell("correct")));
    numericColumnsNotTaken(text, cell, problems);
  } else {
    if (readOptions(text, cell, []).length > 0) problems.push(text.csvOptionsNotTaken("numeric"));
    if (cell("correct") !== "") problems.push(text.csvCorrectNotTaken);
    Object.assign(question, readNumeric(text, cell, problems));
    if (unit.length > 20) problems.push(text.csvUnitTooLong);
    question.unit = unit === "" ? null : unit;
  }
  if (problems.length > 0) return { question: null, problems };
  // The contract's own check, last: a line this module let through is one the upstream takes.
  const checked = questionInput.safeParse(question);
  return checked.success
    ? { question: checked.data, problems }
    : {
        question: null,
        problems: [
          text.csvRefused([...new Set(checked.error.issues.map((i) => String(i.path[0])))]),
        ],
      };
}

/** Parses `source` as CSV records, each with the line of the file where it starts. */
function readRecords(source: string): { cells: string[]; line: number }[] {
  const firstLine = source.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  // Excel writes `;` where the comma is the decimal mark (Arabic locales among them).
  const delimiter = firstLine.split(";").length > firstLine.split(",").length ? ";" : ",";
  // With `info`, each record comes with where it was read (csv-parse's types miss the option).
  const records = parse(source, {
    bom: true,
    delimiter,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
  }) as unknown as { record: string[]; info: { lines: number } }[];
  return records.map(({ record, info }) => ({
    cells: record,
    // `lines` is where the record ends: a quoted cell may span lines.
    line: info.lines - record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0),
  }));
}

/**
 * Reads a question file: a header line naming at least the columns `kind` and `prompt` (any
 * order and case; see {@link questionCsvHeader}; unknown columns ignored), then one question a
 * line; blank lines skipped. UTF-8, a byte-order mark allowed, `,` or (as Excel writes it in
 * some locales) `;` between cells.
 * @returns the questions as the upstream's `QuestionInput`s (in file order) and the line of each
 *   when every line is right; otherwise every problem, each line's as "Line N: …" with N the file's line (the header
 *   is line 1), or one problem for a file that cannot be read at all. The problems are written in
 *   `text` (the page's `assessmentAdmin` texts; English by default).
 */
export function parseQuestionCsv(source: string, text: Texts = english): QuestionCsvResult {
  if (source.length > MAX_QUESTION_CSV_CHARS) return { ok: false, problems: [text.csvTooLarge] };
  let records;
  try {
    records = readRecords(source);
  } catch {
    return { ok: false, problems: [text.csvUnreadable] };
  }
  const [header, ...lines] = records.filter(({ cells }) => cells.some((cell) => cell.trim()));
  if (!header) return { ok: false, problems: [text.csvEmpty] };
  const columns = readHeader(header.cells);
  if (columns.get("kind") === -1 || columns.get("prompt") === -1) {
    return { ok: false, problems: [text.csvMissingColumns(["kind", "prompt"])] };
  }
  if (lines.length === 0) return { ok: false, problems: [text.csvNoQuestions] };
  if (lines.length > MAX_IMPORTED_QUESTIONS) return { ok: false, problems: [text.csvTooMany] };

  const questions: QuestionInput[] = [];
  const questionLines: number[] = [];
  const problems: string[] = [];
  for (const { cells, line } of lines) {
    const cell: Cells = (column) => {
      const index = columns.get(column) ?? -1;
      return index === -1 ? "" : (cells[index] ?? "").trim();
    };
    const read = readLine(text, cell);
    if (read.question) {
      questions.push(read.question);
      questionLines.push(line);
    }
    problems.push(...read.problems.map((problem) => text.csvLine(line, problem)));
  }
  return problems.length > 0
    ? { ok: false, problems }
    : { ok: true, questions, lines: questionLines };
}
