import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { hashPassword } from "../auth/passwords";
import type { Database, Executor } from "../db/client";
import {
  courses,
  enrollments,
  headers,
  liveAttendance,
  liveSessions,
  packages,
  portfolios,
  productStudents,
  products,
  projectImages,
  projects,
  publications,
  sections,
  users,
  videoCompletions,
  videos,
  videoWatches,
} from "../db/schema";
import { writeExchangeRate } from "../exchange-rate";
import { storeFile } from "../files";
import { seedDemoAssessments } from "./assessments";
import { seedDemoClassMessages } from "./class-messages";
import * as content from "./content";
import { buildDocx, buildPdf, buildPptx, buildXlsx, contentTypes } from "./documents";
import {
  courseCover,
  documentCover,
  headerBanner,
  instructorPortrait,
  projectPhoto,
} from "./images";

/** A generated file: bytes and MIME type. */
interface GeneratedFile {
  data: Buffer;
  contentType: string;
}

const jpeg = (data: Buffer): GeneratedFile => ({ data, contentType: contentTypes.jpeg });

/** The bytes of a demo product's file, by its body kind (pdf, xlsx, docx, pptx). */
export function buildProductFile(product: content.DemoProduct): GeneratedFile {
  const body = product.body;
  switch (body.kind) {
    case "pdf":
      return { data: buildPdf(product.title, body.sections), contentType: contentTypes.pdf };
    case "xlsx":
      return { data: buildXlsx(body.sheetName, body.rows), contentType: contentTypes.xlsx };
    case "docx":
      return { data: buildDocx(product.title, body.sections), contentType: contentTypes.docx };
    case "pptx":
      return { data: buildPptx(body.slides), contentType: contentTypes.pptx };
  }
}

/**
 * Every file of the demo catalogue, generated up front so the insert transaction stays short.
 * The files do not depend on the time, so one generation is reused for the life of the process.
 */
let generatedFiles: ReturnType<typeof generateFiles> | undefined;

/** A course's drawn cover (titled, with `label`) and its instructor's portrait, as JPEG. */
async function courseFiles(
  course: content.DemoOnDemandCourse | content.DemoOnlineCourse,
  label: string,
): Promise<{ cover: GeneratedFile; portrait: GeneratedFile }> {
  const cover = await courseCover({
    title: course.name,
    label,
    motif: course.motif,
    palette: course.palette,
  });
  return { cover: jpeg(cover), portrait: jpeg(await instructorPortrait(course.instructor)) };
}

async function generateFiles() {
  const onDemand = await Promise.all(
    content.onDemandCourses.map((course) => courseFiles(course, "On-demand course")),
  );
  const online = await Promise.all(
    content.onlineCourses.map((course) => courseFiles(course, "Live online course")),
  );
  const productFiles = await Promise.all(
    content.products.map(async (product) => ({
      file: buildProductFile(product),
      cover: jpeg(
        await documentCover({
          title: product.title,
          typeOfFile: product.typeOfFile,
          motif: product.motif,
        }),
      ),
    })),
  );
  const publicationFiles = await Promise.all(
    content.publications.map(async (publication) => ({
      file: {
        data: buildPdf(publication.title, publication.sections),
        contentType: contentTypes.pdf,
      },
      cover: jpeg(
        await documentCover({
          title: publication.title,
          typeOfFile: 0,
          motif: publication.motif,
          badge: "FREE PDF",
        }),
      ),
    })),
  );
  const projectFiles = await Promise.all(
    content.projects.map((project) =>
      Promise.all(
        project.images.map(async (image) => jpeg(await projectPhoto(project.scene, image.view))),
      ),
    ),
  );
  const headerFiles = await Promise.all(
    content.headerScenes.map(async (scene) => jpeg(await headerBanner(scene))),
  );
  const portfolioFile: GeneratedFile = {
    data: buildPdf(content.portfolio.title, content.portfolio.sections),
    contentType: contentTypes.pdf,
  };
  return {
    onDemand,
    online,
    productFiles,
    publicationFiles,
    projectFiles,
    headerFiles,
    portfolioFile,
  };
}

/** A naive UTC timestamp (`YYYY-MM-DDTHH:mm:ss.sss`), the storage format of the schema. */
function naive(date: Date): string {
  return date.toISOString().slice(0, 23);
}

function addWeeks(date: Date, weeks: number): Date {
  return new Date(date.getTime() + weeks * 7 * 24 * 60 * 60 * 1000);
}

const MINUTE_MS = 60 * 1000;

/**
 * When a demo live session starts: minutes after the seed's `now` (to the whole minute below, so
 * a page shows 18:25, not 18:25:37), or whole weeks after the course's first session time.
 */
function sessionStart(session: content.DemoLiveSession, now: Date, courseStart: Date): Date {
  if ("courseWeek" in session.at) return addWeeks(courseStart, session.at.courseWeek);
  return new Date(
    Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS + session.at.minutesFromSeed * MINUTE_MS,
  );
}

function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

/** Row counts of what {@link seedDemoData} inserted. */
export interface DemoSeedSummary {
  onDemandCourses: number;
  onlineCourses: number;
  packages: number;
  sections: number;
  videos: number;
  products: number;
  publications: number;
  projects: number;
  projectImages: number;
  headers: number;
  portfolios: number;
  students: number;
  enrollments: number;
  liveSessions: number;
  liveAttendance: number;
  productAssignments: number;
  /** Extension (assessments): the ETABS quiz and final exam, the live seismic course's final. */
  assessments: number;
  assessmentQuestions: number;
  /** Mariam's failed and passed attempts of the ETABS final. */
  assessmentAttempts: number;
  /** Extension (class messages): one to the live seismic course's class, one to ETABS's. */
  classMessages: number;
}

/**
 * Inserts the demo catalogue (contract §6 tables): 4 on-demand courses with packages (EGP),
 * sections and YouTube embed videos (the first ETABS video a free preview); 3 online courses (USD) with their live sessions: one begun
 * two weeks before `now` (a past session with its recording, the next 10 minutes after `now`, one
 * a week later), two starting 6 and 10 weeks after `now`; 6 products (USD, all four file types);
 * 4 free PDF publications; 3 projects (one main image each); 3 header banners; the portfolio PDF;
 * 2 demo students ({@link content.demoStudents}) with enrolments (active, expired, and the live
 * course with attendance of its past session) and product assignments; the demo assessments
 * (`seed/assessments.ts`: a quiz and a final exam of ETABS, a final of the live seismic course)
 * with Mariam's failed and passed attempts of the ETABS final; a message to the class of the
 * live seismic course and of ETABS, days old (`seed/class-messages.ts`); the exchange rate
 * ({@link content.demoEgpPerUsd} EGP per USD) set at `now`. Files are generated here
 * (nothing is downloaded) and stored in the `files` table.
 *
 * Everything is inserted in one transaction: either the whole catalogue lands or nothing does.
 * Does not check that the database is empty (see {@link isDatabaseEmpty}); on a non-empty
 * database the demo students' unique e-mails make it fail and roll back.
 * @param options.now the reference time for course dates, live sessions and enrolment starts (default: now).
 * @returns the number of rows inserted per kind.
 */
export async function seedDemoData(
  db: Database,
  options: { now?: Date } = {},
): Promise<DemoSeedSummary> {
  const now = options.now ?? new Date();
  generatedFiles ??= generateFiles().catch((error: unknown) => {
    generatedFiles = undefined;
    throw error;
  });
  const generated = await generatedFiles;
  const studentHashes = await Promise.all(
    content.demoStudents.map((student) => hashPassword(student.password)),
  );

  return db.transaction(async (tx) => {
    const store = (file: GeneratedFile) => storeFile(tx, file);
    // Sections and packages are listed by `created_at`; inside one transaction `now()` is the
    // same for every row, so explicit increasing timestamps keep the content's order.
    let tick = now.getTime() - 60 * 60 * 1000;
    const nextCreatedAt = () => naive(new Date((tick += 1000)));

    const courseIds = new Map<string, string>();
    /**
     * Inserts a demo course of either kind: the columns both kinds have from `course` and its
     * drawn `files`, and `columns` of its kind. Records and returns its id.
     */
    const insertCourse = async (
      course: content.DemoOnDemandCourse | content.DemoOnlineCourse,
      files: { cover: GeneratedFile; portrait: GeneratedFile },
      columns: Pick<typeof courses.$inferInsert, "kind" | "enrollments"> &
        Partial<typeof courses.$inferInsert>,
    ): Promise<string> => {
      const [row] = await tx
        .insert(courses)
        .values({
          name: course.name,
          description: course.description,
          objectives: course.objectives,
          outcomes: course.outcomes,
          requirements: course.requirements,
          discount: course.discount,
          hasDiscount: course.hasDiscount,
          hours: course.hours,
          imageFileId: await store(files.cover),
          instructorName: course.instructor.name,
          instructorDescription: course.instructor.description,
          instructorImageFileId: await store(files.portrait),
          createdAt: nextCreatedAt(),
          ...columns,
        })
        .returning({ id: courses.id });
      courseIds.set(course.key, row!.id);
      return row!.id;
    };
    const courseVideoIds = new Map<string, number[]>();
    /** Each demo video's length in seconds, by video id. */
    const videoDurations = new Map<number, number>();
    const packageIds = new Map<string, string>();
    let sectionCount = 0;
    let videoCount = 0;
    let packageCount = 0;
    for (const [index, course] of content.onDemandCourses.entries()) {
      const courseId = await insertCourse(course, generated.onDemand[index]!, {
        kind: "onDemand",
        enrollments: content.demoStudents.filter((s) =>
          s.enrollments.some((e) => e.courseKey === course.key),
        ).length,
      });
      for (const pkg of course.packages) {
        const [packageRow] = await tx
          .insert(packages)
          .values({
            courseId,
            name: pkg.name,
            durationByMonthes: pkg.durationByMonthes,
            price: pkg.price,
            createdAt: nextCreatedAt(),
          })
          .returning({ id: packages.id });
        packageIds.set(`${course.key}/${pkg.name}`, packageRow!.id);
        packageCount += 1;
      }
      for (const [sectionIndex, section] of course.sections.entries()) {
        const [sectionRow] = await tx
          .insert(sections)
          .values({
            courseId,
            name: section.name,
            position: sectionIndex,
            createdAt: nextCreatedAt(),
          })
          .returning({ id: sections.id });
        sectionCount += 1;
        // Serial ids keep the videos in this insertion order.
        const videoRows = await tx
          .insert(videos)
          .values(
            section.videos.map((title, videoIndex) => ({
              sectionId: sectionRow!.id,
              title,
              position: videoIndex,
              videoUrl: content.youtubeEmbed(
                content.demoVideoId(`${course.key}/${section.name}/${title}`),
                title,
              ),
              isPreview: title === course.previewVideo,
              durationSeconds: content.demoVideoDuration(`${course.key}/${section.name}/${title}`),
            })),
          )
          .returning({ id: videos.id, durationSeconds: videos.durationSeconds });
        for (const video of videoRows) videoDurations.set(video.id, video.durationSeconds ?? 0);
        courseVideoIds.set(course.key, [
          ...(courseVideoIds.get(course.key) ?? []),
          ...videoRows.map((video) => video.id),
        ]);
        videoCount += section.videos.length;
      }
    }

    const sessionsOf = new Map<string, { id: string; startsAt: Date; durationMinutes: number }[]>();
    let liveSessionCount = 0;
    for (const [index, course] of content.onlineCourses.entries()) {
      const start = addWeeks(now, course.startInWeeks);
      // Sessions start at 16:00 UTC (18:00 in Cairo in winter, 19:00 in its summer time).
      start.setUTCHours(16, 0, 0, 0);
      const courseId = await insertCourse(course, generated.online[index]!, {
        kind: "online",
        defaultPrice: course.defaultPrice,
        enrollments: content.demoStudents.filter((s) => s.onlineCourseKeys.includes(course.key))
          .length,
        start: naive(start),
        end: naive(addWeeks(start, course.durationWeeks)),
        link: course.link,
      });
      const timed = course.sessions
        .map((session) => ({ ...session, startsAt: sessionStart(session, now, start) }))
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      const stored = [];
      for (const [position, session] of timed.entries()) {
        const endsAt = new Date(session.startsAt.getTime() + session.durationMinutes * MINUTE_MS);
        // A recording exists only after its session; added a day after it (not news any more:
        // the reminder scan announces recordings of the last 48 hours only).
        const isRecorded = session.hasRecording === true && endsAt.getTime() <= now.getTime();
        const [sessionRow] = await tx
          .insert(liveSessions)
          .values({
            courseId,
            title: session.title,
            startsAt: naive(session.startsAt),
            durationMinutes: session.durationMinutes,
            meetingLink: course.meetingLink,
            recordingUrl: isRecorded
              ? content.youtubeEmbed(
                  content.demoVideoId(`${course.key}/${session.title}`),
                  session.title,
                )
              : null,
            recordingAddedAt: isRecorded
              ? naive(new Date(Math.min(endsAt.getTime() + 24 * 60 * MINUTE_MS, now.getTime())))
              : null,
            position,
          })
          .returning({ id: liveSessions.id });
        stored.push({
          id: sessionRow!.id,
          startsAt: session.startsAt,
          durationMinutes: session.durationMinutes,
        });
      }
      sessionsOf.set(course.key, stored);
      liveSessionCount += stored.length;
    }

    const productIds = new Map<string, number>();
    for (const [index, product] of content.products.entries()) {
      const files = generated.productFiles[index]!;
      const [row] = await tx
        .insert(products)
        .values({
          title: product.title,
          description: product.description,
          price: product.price,
          typeOfFile: product.typeOfFile,
          fileId: await store(files.file),
          imageFileId: await store(files.cover),
        })
        .returning({ id: products.id });
      productIds.set(product.key, row!.id);
    }

    for (const [index, publication] of content.publications.entries()) {
      const files = generated.publicationFiles[index]!;
      await tx.insert(publications).values({
        title: publication.title,
        description: publication.description,
        fileId: await store(files.file),
        imageFileId: await store(files.cover),
      });
    }

    let imageCount = 0;
    for (const [index, project] of content.projects.entries()) {
      const [row] = await tx
        .insert(projects)
        .values({ name: project.name })
        .returning({ id: projects.id });
      for (const [position, image] of project.images.entries()) {
        await tx.insert(projectImages).values({
          projectId: row!.id,
          name: image.name,
          description: image.description,
          isMainImage: image.isMainImage,
          position,
          fileId: await store(generated.projectFiles[index]![position]!),
        });
        imageCount += 1;
      }
    }

    for (const [index, file] of generated.headerFiles.entries()) {
      await tx.insert(headers).values({
        imageUrl: `demo-header-${index + 1}.jpg`,
        order: index + 1,
        imageFileId: await store(file),
      });
    }
    await tx.insert(portfolios).values({ fileId: await store(generated.portfolioFile) });

    let enrollmentCount = 0;
    let attendanceCount = 0;
    let assignmentCount = 0;
    for (const [index, student] of content.demoStudents.entries()) {
      const studentId = randomUUID();
      await tx.insert(users).values({
        id: studentId,
        role: "Student",
        userName: student.userName,
        email: student.email,
        passwordHash: studentHashes[index]!,
        phoneNumber: student.phoneNumber,
        firstName: student.firstName,
        lastName: student.lastName,
        gender: student.gender,
      });
      for (const enrollment of student.enrollments) {
        await tx.insert(enrollments).values({
          studentId,
          courseId: requireKey(courseIds, enrollment.courseKey),
          packageId: requireKey(packageIds, `${enrollment.courseKey}/${enrollment.packageName}`),
          startDate: naive(addMonths(now, -enrollment.startedMonthsAgo)),
        });
        enrollmentCount += 1;
        // Learning progress: the first videos done, one a day from the start of the enrolment.
        const done = (courseVideoIds.get(enrollment.courseKey) ?? []).slice(
          0,
          enrollment.completedVideos ?? 0,
        );
        if (done.length > 0) {
          const start = addMonths(now, -enrollment.startedMonthsAgo);
          const completedAt = (day: number) => new Date(start.getTime() + (day + 1) * 86_400_000);
          await tx.insert(videoCompletions).values(
            done.map((videoId, day) => ({
              studentId,
              videoId,
              completedAt: naive(completedAt(day)),
            })),
          );
          // Watched lessons: each of them played through, opened its length before completion.
          await tx.insert(videoWatches).values(
            done.map((videoId, day) => {
              const seconds = videoDurations.get(videoId) ?? 0;
              return {
                studentId,
                videoId,
                openedAt: naive(new Date(completedAt(day).getTime() - seconds * 1000)),
                lastReportAt: naive(completedAt(day)),
                playedSeconds: seconds,
              };
            }),
          );
        }
      }
      for (const courseKey of student.onlineCourseKeys) {
        // Bought before the course began, with no package: an online enrolment has no end.
        await tx.insert(enrollments).values({
          studentId,
          courseId: requireKey(courseIds, courseKey),
          packageId: null,
          startDate: naive(addWeeks(now, -3)),
        });
        enrollmentCount += 1;
        const attended = requireKey(sessionsOf, courseKey).filter(
          (session) =>
            session.startsAt.getTime() + session.durationMinutes * MINUTE_MS <= now.getTime(),
        );
        if (attended.length > 0) {
          await tx.insert(liveAttendance).values(
            attended.map((session) => ({
              sessionId: session.id,
              studentId,
              joinedAt: naive(new Date(session.startsAt.getTime() + 3 * MINUTE_MS)),
            })),
          );
          attendanceCount += attended.length;
        }
      }
      for (const productKey of student.productKeys) {
        await tx
          .insert(productStudents)
          .values({ studentId, productId: requireKey(productIds, productKey) });
        assignmentCount += 1;
      }
    }

    await writeExchangeRate(tx, content.demoEgpPerUsd, now);

    const assessed = await seedDemoAssessments(tx, now);
    const messageCount = await seedDemoClassMessages(tx, now);

    return {
      onDemandCourses: content.onDemandCourses.length,
      onlineCourses: content.onlineCourses.length,
      packages: packageCount,
      sections: sectionCount,
      videos: videoCount,
      products: content.products.length,
      publications: content.publications.length,
      projects: content.projects.length,
      projectImages: imageCount,
      headers: generated.headerFiles.length,
      portfolios: 1,
      students: content.demoStudents.length,
      enrollments: enrollmentCount,
      liveSessions: liveSessionCount,
      liveAttendance: attendanceCount,
      productAssignments: assignmentCount,
      assessments: assessed.assessments,
      assessmentQuestions: assessed.questions,
      assessmentAttempts: assessed.attempts,
      classMessages: messageCount,
    };
  });
}

function requireKey<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo seed content refers to an unknown key: ${key}`);
  return value;
}

/**
 * Whether the database holds no business data: no courses, products, publications, projects,
 * headers, portfolio or students. Admin accounts are ignored, because the server creates the
 * first admin before deciding whether to seed.
 */
export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const tables = [courses, products, publications, projects, headers, portfolios] as const;
  for (const table of tables) {
    const [row] = await db.select({ n: count() }).from(table);
    if ((row?.n ?? 0) > 0) return false;
  }
  const [students] = await db.select({ n: count() }).from(users).where(eq(users.role, "Student"));
  return (students?.n ?? 0) === 0;
}
