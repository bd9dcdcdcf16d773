import { eq } from "drizzle-orm";
import { courseStudents } from "../class-mail";
import type { Executor } from "../db/client";
import { classMessageRecipients, classMessages, courses, users } from "../db/schema";
import { toNaive } from "../orders";
import { onDemandCourses, onlineCourses } from "./content";

/*
 * The demo's messages to a class (extension "Class messages"), so that a demo student reads some
 * on the course page and the owner sees them sent. Dated days before the seed: older than the 24
 * hours in which an unsent class message is still e-mailed, so seeding e-mails nobody.
 */

/** A message the owner wrote to a demo course `daysAgo` days before the seed. */
interface DemoClassMessage {
  courseKey: string;
  daysAgo: number;
  subject: string;
  body: string;
}

const demoClassMessages: DemoClassMessage[] = [
  {
    courseKey: "seismic",
    daysAgo: 6,
    subject: "Recording of the first session, and a reading for the next",
    body:
      "Thank you for a lively first session.\n\n" +
      "The recording is on the course page, under the session. Before the next one, please read " +
      "the chapter of ECP 201 on the response spectrum and bring one question about your own " +
      "projects: we will work through a few of them together.",
  },
  {
    courseKey: "etabs",
    daysAgo: 3,
    subject: "Questions on the modelling sections",
    body:
      "Several of you asked about rigid diaphragms and meshing of slabs.\n\n" +
      'Watch "Rigid diaphragms and mesh settings" again in Building the Model: it answers most of ' +
      "them. Send any question that remains on WhatsApp, and I will add a short video to the course.",
  },
];

/**
 * Inserts the demo class messages with their recipients (the course's students when each was
 * written, as `POST /api/ClassMessages` fixes them), by the first admin. Call inside the seed's
 * transaction, after the courses and demo students.
 * @returns how many messages were inserted.
 * @throws when a course of the content was not seeded.
 */
export async function seedDemoClassMessages(db: Executor, now: Date): Promise<number> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, "Admin"));
  for (const demo of demoClassMessages) {
    const content = [...onDemandCourses, ...onlineCourses].find(
      (course) => course.key === demo.courseKey,
    );
    if (!content) throw new Error(`Demo class message names an unknown course: ${demo.courseKey}`);
    const [course] = await db
      .select({ id: courses.id, kind: courses.kind })
      .from(courses)
      .where(eq(courses.name, content.name));
    if (!course) throw new Error(`Demo course not seeded: ${content.name}`);
    const writtenAt = new Date(now.getTime() - demo.daysAgo * 24 * 60 * 60 * 1000);
    const [row] = await db
      .insert(classMessages)
      .values({
        courseId: course.id,
        subject: demo.subject,
        body: demo.body,
        createdAt: toNaive(writtenAt),
        createdBy: admin?.id ?? null,
      })
      .returning({ id: classMessages.id });
    const students = await courseStudents(db, course, writtenAt);
    if (students.length > 0) {
      await db
        .insert(classMessageRecipients)
        .values(students.map(({ studentId }) => ({ messageId: row!.id, studentId })));
    }
  }
  return demoClassMessages.length;
}
