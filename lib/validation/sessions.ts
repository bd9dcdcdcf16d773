import * as z from "@/lib/zod";
import { messages } from "@/lib/messages";
import { GUID_PATTERN } from "@/lib/ids";

/** A session id from a hidden input or button: a Guid (untrusted input). */
const sessionIdSchema = z.string().trim().regex(GUID_PATTERN, messages.sessions.signOutFailed);

/** A student id from the admin's profile page (untrusted input): the upstream's user id text. */
const deviceStudentIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w-]+$/, messages.sessions.signOutFailed);

/** "Sign out" one of my devices. */
export const endMyDeviceSchema = z.object({ sessionId: sessionIdSchema });

/** "Sign out all other devices": no input (the current session is the one kept). */
export const endMyOtherDevicesSchema = z.object({});

/** An admin's "Sign out" of one of a student's devices. */
export const endStudentDeviceSchema = z.object({
  studentId: deviceStudentIdSchema,
  sessionId: sessionIdSchema,
});

/** An admin's "Sign out all devices" of a student. */
export const endAllStudentDevicesSchema = z.object({ studentId: deviceStudentIdSchema });

/** The admin's Settings form: the device cap, a whole number 0–100 (0 = no cap). */
export const businessSettingsSchema = z.object({
  maxStudentDevices: z.coerce
    .number({ message: messages.sessions.maxDevicesInvalid })
    .int(messages.sessions.maxDevicesInvalid)
    .min(0, messages.sessions.maxDevicesInvalid)
    .max(100, messages.sessions.maxDevicesInvalid),
});
