import * as z from "@/lib/zod";
import { messages } from "@/lib/messages";
import { guidFields, userIdSchema } from "@/lib/validation/student";

/** Input of `setAttendanceAction`: one student's attendance of one session of the course. */
export const setAttendanceSchema = z.object({
  ...guidFields(messages.liveSessions.attendanceFailed, "courseId", "sessionId"),
  studentId: userIdSchema(messages.liveSessions.attendanceFailed),
  attended: z.boolean({ message: messages.liveSessions.attendanceFailed }),
});

/** Input of `deleteOnlineEnrollmentAction`. */
export const deleteOnlineEnrollmentSchema = z.object(
  guidFields(messages.deleteFailed.enrollment, "courseId", "enrollmentId"),
);
