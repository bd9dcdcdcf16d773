import type { AssessmentInput, QuestionInput } from "@brightway/contract";
import { and, asc, eq } from "drizzle-orm";
import {
  drawQuestions,
  gradeAnswers,
  questionColumns,
  questionProblems,
  type QuestionRow,
} from "../assessments";
import type { Executor } from "../db/client";
import {
  type SavedAnswer,
  assessmentAttempts,
  assessmentQuestions,
  assessments,
  courses,
  sections,
  users,
} from "../db/schema";
import { demoStudents, onDemandCourses, onlineCourses } from "./content";

/*
 * The demo's assessments (upstream/EXTENSIONS.md §22): a quiz after the first section of "ETABS
 * for High-Rise Buildings", its 12-question final exam (all four kinds of question, numeric ones
 * with a unit and a tolerance), and a 5-question final exam of the live seismic course. Mariam
 * failed the ETABS final once and passed it three days later.
 */

/** A demo assessment: where it goes (a course by content key, the quiz after its first section) and its bank. */
interface DemoAssessment {
  courseKey: string;
  afterFirstSection: boolean;
  settings: Omit<AssessmentInput, "kind" | "sectionId">;
  questions: QuestionInput[];
}

/** A question with the fields its kind does not use left empty. */
function ask(
  kind: QuestionInput["kind"],
  prompt: string,
  fields: Partial<Omit<QuestionInput, "kind" | "prompt">>,
): QuestionInput {
  return {
    kind,
    prompt,
    options: [],
    correctOptions: [],
    numericAnswer: null,
    tolerance: null,
    toleranceKind: null,
    unit: null,
    explanation: null,
    ...fields,
  };
}

const etabsQuiz: DemoAssessment = {
  courseKey: "etabs",
  afterFirstSection: true,
  settings: {
    title: "Quiz: Getting Started with ETABS",
    passMark: 60,
    timeLimitMinutes: null,
    maxAttempts: null,
    retryWaitMinutes: 0,
    drawCount: null,
    shuffleOptions: true,
    revealAnswers: "afterPass",
  },
  questions: [
    ask("single", "Where do you set the storey heights of a new ETABS model?", {
      options: [
        "In the storey data of the model (Edit Story Data)",
        "In the load patterns",
        "In the frame section properties",
        "In the analysis options",
      ],
      correctOptions: [0],
      explanation:
        "Storey names, heights and master/similar storeys are all storey data; grids give the plan.",
    }),
    ask("trueFalse", "Changing the display units of a model does not change the model itself.", {
      correctOptions: [0],
      explanation: "ETABS stores the model in consistent units and converts what it shows.",
    }),
    ask("multiple", "Which properties does a concrete material in ETABS define?", {
      options: [
        "Modulus of elasticity",
        "Characteristic compressive strength",
        "Unit weight",
        "The bar diameters of the columns",
      ],
      correctOptions: [0, 1, 2],
      explanation: "Bar sizes belong to the rebar material and the section's reinforcement.",
    }),
    ask(
      "numeric",
      "ECP 203 gives the modulus of elasticity of concrete as Ec = 4400 √fcu (N/mm²). What is Ec for fcu = 30 N/mm²?",
      {
        numericAnswer: 24100,
        tolerance: 2,
        toleranceKind: "percent",
        unit: "N/mm²",
        explanation: "Ec = 4400 × √30 = 4400 × 5.477 ≈ 24,100 N/mm².",
      },
    ),
  ],
};

const etabsFinal: DemoAssessment = {
  courseKey: "etabs",
  afterFirstSection: false,
  settings: {
    title: "Final exam: ETABS for High-Rise Buildings",
    passMark: 70,
    timeLimitMinutes: 30,
    maxAttempts: 3,
    retryWaitMinutes: 0,
    drawCount: null,
    shuffleOptions: true,
    revealAnswers: "afterPass",
  },
  questions: [
    ask(
      "single",
      "Which diaphragm assumption suits a typical cast-in-place concrete floor slab in the lateral analysis?",
      {
        options: ["Rigid diaphragm", "No diaphragm", "Flexible membrane only", "Pinned joints"],
        correctOptions: [0],
        explanation:
          "A cast-in-place slab is very stiff in its plane, so the joints of a floor move together; use a semi-rigid diaphragm where openings or long wings make the slab flexible.",
      },
    ),
    ask(
      "multiple",
      "Which loads belong in the mass source of a seismic modal analysis to ECP 201?",
      {
        options: [
          "Own weight of the structure",
          "Superimposed dead load (finishes, partitions)",
          "A share of the live load",
          "Wind load",
        ],
        correctOptions: [0, 1, 2],
        explanation:
          "The seismic mass is the permanent load plus a share of the live load; wind is a load, not a mass.",
      },
    ),
    ask(
      "trueFalse",
      "Second-order (P-Delta) effects may be neglected when the stability index θ of every storey is at most 0.10.",
      {
        correctOptions: [0],
        explanation:
          "Between 0.10 and 0.20 they are approximated by amplifying the seismic actions by 1/(1 − θ); above 0.20 the structure must be stiffened.",
      },
    ),
    ask(
      "numeric",
      "A tower has a seismic weight W = 185,000 kN, a design spectral acceleration Sd(T1) = 0.062 g and λ = 0.85. What is the base shear Fb?",
      {
        numericAnswer: 9749.5,
        tolerance: 2,
        toleranceKind: "percent",
        unit: "kN",
        explanation: "Fb = Sd(T1) × λ × W = 0.062 × 0.85 × 185,000 ≈ 9,750 kN.",
      },
    ),
    ask(
      "numeric",
      "Estimate the fundamental period of a 60 m tall concrete moment frame with T1 = Ct × H^(3/4), Ct = 0.075.",
      {
        numericAnswer: 1.62,
        tolerance: 0.05,
        toleranceKind: "absolute",
        unit: "s",
        explanation: "T1 = 0.075 × 60^0.75 = 0.075 × 21.56 ≈ 1.62 s.",
      },
    ),
    ask("single", "Which result shows whether a storey is torsionally irregular?", {
      options: [
        "The ratio of the maximum to the average storey drift",
        "The modal participating mass ratios",
        "The column interaction ratios",
        "The beam deflections",
      ],
      correctOptions: [0],
      explanation:
        "A storey is torsionally irregular when its maximum drift exceeds 1.2 times the storey's average drift in that direction.",
    }),
    ask(
      "numeric",
      "With the drift limit dr × ν ≤ 0.005 h, what is the limit for a storey 3.2 m high?",
      {
        numericAnswer: 16,
        tolerance: 0.5,
        toleranceKind: "absolute",
        unit: "mm",
        explanation: "0.005 × 3,200 mm = 16 mm.",
      },
    ),
    ask(
      "trueFalse",
      "A shear wall drawn as shell objects needs a pier label before ETABS can design it.",
      {
        correctOptions: [0],
        explanation:
          "ETABS designs walls by pier and spandrel labels; an unlabelled wall is analysed but not designed.",
      },
    ),
    ask(
      "single",
      "How much of the mass should the modes of a response spectrum analysis capture in each direction?",
      {
        options: ["At least 90 %", "At least 50 %", "At least 75 %", "Exactly 100 %"],
        correctOptions: [0],
        explanation:
          "Add modes until the participating mass reaches 90 % in each horizontal direction.",
      },
    ),
    ask("multiple", "Which of these are ultimate load combinations for design?", {
      options: ["1.4 D + 1.6 L", "1.12 D + α L + S", "1.0 D + 1.0 L", "0.9 D + S"],
      correctOptions: [0, 1, 3],
      explanation: "1.0 D + 1.0 L is a service combination, for deflections and cracking.",
    }),
    ask(
      "numeric",
      "A 600 × 600 mm column carries an axial load of 4,500 kN. What is its average axial stress?",
      {
        numericAnswer: 12.5,
        tolerance: 0.1,
        toleranceKind: "absolute",
        unit: "N/mm²",
      },
    ),
    ask("single", "How do you take the reactions of an ETABS model into SAFE to design the raft?", {
      options: [
        "Export the base storey to a SAFE .f2k file",
        "Draw the raft again from a DXF of the plan",
        "Rename the .EDB model file",
        "Copy the beam moments into a spreadsheet",
      ],
      correctOptions: [0],
    }),
  ],
};

const seismicFinal: DemoAssessment = {
  courseKey: "seismic",
  afterFirstSection: false,
  settings: {
    title: "Final exam: Seismic Design of RC Buildings",
    passMark: 60,
    timeLimitMinutes: 20,
    maxAttempts: 2,
    retryWaitMinutes: 0,
    drawCount: null,
    shuffleOptions: true,
    revealAnswers: "afterLastAttempt",
  },
  questions: [
    ask(
      "single",
      "Which method does ECP 201 allow for a building regular in plan and elevation with T1 ≤ 2 s?",
      {
        options: [
          "The equivalent static (lateral force) method",
          "Time-history analysis only",
          "Pushover analysis only",
          "No analysis at all",
        ],
        correctOptions: [0],
        explanation: "Regular buildings with a short period may use the lateral force method.",
      },
    ),
    ask(
      "trueFalse",
      "The response modification factor R reduces the elastic spectrum to the design spectrum.",
      {
        correctOptions: [0],
        explanation: "R accounts for ductility and overstrength: the design forces are lower.",
      },
    ),
    ask(
      "numeric",
      "A building has W = 52,000 kN, Sd(T1) = 0.09 g and λ = 1.0. What is the base shear?",
      {
        numericAnswer: 4680,
        tolerance: 2,
        toleranceKind: "percent",
        unit: "kN",
        explanation: "Fb = 0.09 × 1.0 × 52,000 = 4,680 kN.",
      },
    ),
    ask("multiple", "Which are rules of ductile detailing of concrete frames?", {
      options: [
        "Closely spaced hoops at the beam ends",
        "Strong columns, weak beams",
        "Lap splices in the columns' critical regions",
        "Confinement of the columns' critical regions",
      ],
      correctOptions: [0, 1, 3],
      explanation:
        "Lap splices belong outside the critical regions, where the column stays elastic.",
    }),
    ask(
      "numeric",
      "With the drift limit dr × ν ≤ 0.005 h, what is the limit for a storey 3.0 m high?",
      {
        numericAnswer: 15,
        tolerance: 0.5,
        toleranceKind: "absolute",
        unit: "mm",
        explanation: "0.005 × 3,000 mm = 15 mm.",
      },
    ),
  ],
};

/** Every demo assessment, in the order they are inserted. */
const demoAssessments: readonly DemoAssessment[] = [etabsQuiz, etabsFinal, seismicFinal];

/**
 * Mariam's attempts of the ETABS final: failed 5 days before the seed (7 of 12 right, 58 %),
 * passed 2 days before it (11 of 12, 91 %), each submitted well within its 30 minutes.
 */
const mariamAttempts = [
  { daysAgo: 5, minutesTaken: 24, wrong: 5 },
  { daysAgo: 2, minutesTaken: 19, wrong: 1 },
] as const;

/** A right answer (typed with a decimal comma, as a student in Egypt often does) or a wrong one. */
function answerTo(question: QuestionRow, right: boolean, savedAt: string): SavedAnswer {
  if (question.kind === "numeric") {
    const value = right ? question.numericAnswer! : question.numericAnswer! * 1.5;
    return { choice: null, value: String(value).replace(".", ","), savedAt };
  }
  const wrong = question.options.findIndex((_, index) => !question.correctOptions.includes(index));
  return { choice: right ? question.correctOptions : [wrong], value: null, savedAt };
}

/** The id of the demo course `key` (by its content name) and of its first section. */
async function courseAndFirstSection(db: Executor, key: string) {
  const content = [...onDemandCourses, ...onlineCourses].find((course) => course.key === key);
  if (!content) throw new Error(`Demo assessment names an unknown course: ${key}`);
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.name, content.name));
  if (!course) throw new Error(`Demo course not seeded: ${content.name}`);
  const [section] = await db
    .select({ id: sections.id })
    .from(sections)
    .where(eq(sections.courseId, course.id))
    .orderBy(asc(sections.position), asc(sections.createdAt))
    .limit(1);
  return { courseId: course.id, firstSectionId: section?.id ?? null };
}

/**
 * Inserts the demo assessments with their questions, and Mariam's two attempts of the ETABS
 * final (drawn and graded by the upstream's own rules). Call inside the seed's transaction, after
 * the courses and demo students.
 * @param now the seed's reference time (the attempts are dated before it).
 * @returns how many assessments, questions and attempts were inserted.
 * @throws when the content is unsound (a question breaking its kind's rules) or a course is missing.
 */
export async function seedDemoAssessments(
  db: Executor,
  now: Date,
): Promise<{ assessments: number; questions: number; attempts: number }> {
  let questionCount = 0;
  let attemptCount = 0;
  for (const demo of demoAssessments) {
    const { courseId, firstSectionId } = await courseAndFirstSection(db, demo.courseKey);
    const [row] = await db
      .insert(assessments)
      .values({
        courseId,
        kind: demo.afterFirstSection ? "quiz" : "final",
        sectionId: demo.afterFirstSection ? firstSectionId : null,
        ...demo.settings,
      })
      .returning();
    for (const question of demo.questions) {
      const problems = questionProblems(question);
      if (Object.keys(problems).length > 0)
        throw new Error(`Unsound demo question "${question.prompt}": ${JSON.stringify(problems)}`);
    }
    const bank = await db
      .insert(assessmentQuestions)
      .values(
        demo.questions.map((question, position) => ({
          assessmentId: row!.id,
          position,
          ...questionColumns(question),
        })),
      )
      .returning();
    questionCount += bank.length;
    if (demo !== etabsFinal) continue;

    const [mariam] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, demoStudents[0]!.email), eq(users.role, "Student")));
    if (!mariam) throw new Error("Demo student Mariam not seeded");
    for (const attempt of mariamAttempts) {
      const startedAt = new Date(now.getTime() - attempt.daysAgo * 86_400_000);
      const submittedAt = new Date(startedAt.getTime() + attempt.minutesTaken * 60_000);
      const questions = drawQuestions(bank, row!.drawCount, row!.shuffleOptions);
      // The last `wrong` questions of the bank are answered wrong, the others right.
      const answers = Object.fromEntries(
        bank.map((question, index) => [
          String(question.id),
          answerTo(question, index < bank.length - attempt.wrong, submittedAt.toISOString()),
        ]),
      );
      const grade = gradeAnswers(questions, answers, row!.passMark, submittedAt);
      await db.insert(assessmentAttempts).values({
        assessmentId: row!.id,
        studentId: mariam.id,
        startedAt: startedAt.toISOString().slice(0, 23),
        deadlineAt: new Date(startedAt.getTime() + row!.timeLimitMinutes! * 60_000)
          .toISOString()
          .slice(0, 23),
        submittedAt: submittedAt.toISOString().slice(0, 23),
        questions,
        answers,
        ...grade,
      });
      attemptCount += 1;
    }
  }
  return { assessments: demoAssessments.length, questions: questionCount, attempts: attemptCount };
}
