import "server-only";
import type { Language } from "@brightway/contract/language";
import * as z from "@/lib/zod";
import { isUserId } from "@/lib/ids";
import { checkIds, nullWhen, type UpstreamError, upstreamFetch } from "@/lib/upstream/client";
import { versionDetection } from "@/lib/upstream/extension-detection";
import { reshapeDocument } from "@/lib/upstream/documents";
import { pageQuery } from "@/lib/paging";
import type { PageRequest, Product, Student } from "@/lib/upstream/types";
import { documentVmSchema, studentDtoSchema, type StudentDto } from "@/lib/upstream/wire";

/** Reshapes a wire StudentDto into a {@link Student} (missing names and user name/e-mail read as ""). */
export function reshapeStudent(dto: StudentDto): Student {
  const firstName = dto.firstName ?? "";
  const lastName = dto.lastName ?? "";
  return {
    id: dto.id,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`.trim(),
    userName: dto.userName ?? "",
    email: dto.email ?? "",
    phoneNumber: dto.phoneNumber ?? null,
    gender: dto.gender ?? 0,
    ...(dto.certificateName === undefined ? {} : { certificateName: dto.certificateName }),
    ...(dto.emailConfirmed === undefined ? {} : { emailConfirmed: dto.emailConfirmed }),
    ...(dto.language === undefined ? {} : { language: dto.language }),
  };
}

/**
 * One page of students (never admins), searched by user name or e-mail. Admin token; never cached.
 * Calls GET /api/Students?SearchTerm=&PageNumber=&PageSize=.
 * @returns the page; `[]` past the last page (the upstream sends no total).
 * @throws UpstreamError on failure.
 */
export async function listStudents(request: PageRequest, token: string): Promise<Student[]> {
  const list = await upstreamFetch({
    path: "/api/Students",
    query: pageQuery(request),
    schema: z.array(studentDtoSchema),
    token,
  });
  return list.map(reshapeStudent);
}

/**
 * One student. The student's own token or an admin token; never cached.
 * Calls GET /api/Students/{studentId}.
 * @returns the student, or null when unknown (admin ids included: admins are not students) or the
 *   id is malformed.
 * @throws UpstreamError on any other failure.
 */
export async function getStudent(studentId: string, token: string): Promise<Student | null> {
  if (!isUserId(studentId)) return null;
  return nullWhen([404], async () =>
    reshapeStudent(
      await upstreamFetch({ path: `/api/Students/${studentId}`, schema: studentDtoSchema, token }),
    ),
  );
}

/** Input of {@link updateStudent}. */
export interface StudentInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  /** 0 male, 1 female; left out = keep the stored value. */
  gender?: number;
  /**
   * The name printed on certificates (2–80 letters of any script, spaces allowed; the upstream
   * checks it), null for first + last name; left out = keep the stored one. Only an upstream
   * with the extension keeps it (a legacy one ignores the field).
   */
  certificateName?: string | null;
  /**
   * The language of the student's e-mails, "en" or "ar"; left out = keep the stored one. Send it
   * only to an upstream with the extension ({@link isLanguageSupported}).
   */
  language?: Language;
}

/**
 * Updates a student's names, e-mail, phone, gender and (extensions) certificate name and language. The student's own token (or admin).
 * Calls PUT /api/Students/{studentId}; when `gender` is left out, first GET /api/Students/{studentId},
 * because the PUT overwrites every field and an absent gender resets it to male (0).
 * The e-mail: the legacy writes it but login keeps the old one (contract §3.9); the reference
 * upstream refuses a different one (400). Send the stored e-mail: a change of the login
 * e-mail goes through `requestEmailChange` (`lib/upstream/email-change.ts`).
 * @throws UpstreamError (404 for an unknown student or a malformed id).
 */
export async function updateStudent(
  studentId: string,
  input: StudentInput,
  token: string,
): Promise<void> {
  checkIds("PUT /api/Students/{studentId}", [["user", studentId]]);
  const gender =
    input.gender ??
    (await upstreamFetch({ path: `/api/Students/${studentId}`, schema: studentDtoSchema, token }))
      .gender ??
    0;
  await upstreamFetch({
    method: "PUT",
    path: `/api/Students/${studentId}`,
    // Input names are lower-case (`firstname`): the upstream's input spelling.
    body: {
      firstname: input.firstName,
      lastname: input.lastName,
      email: input.email,
      phoneNumber: input.phoneNumber,
      gender,
      ...(input.certificateName === undefined ? {} : { certificateName: input.certificateName }),
      ...(input.language === undefined ? {} : { language: input.language }),
    },
    token,
  });
}

/**
 * Whether the upstream keeps a student's language and writes their e-mails in it (extension
 * "Language", upstream/EXTENSIONS.md §33): GET /api/Language/version answers `{ version ≥ 1 }`.
 * Remembered for 10 minutes; a failure reads as "no". Never throws. Without it Edit Profile shows
 * no Language field and nothing is sent.
 */
export const isLanguageSupported: () => Promise<boolean> = versionDetection(
  "/api/Language/version",
  { timeoutMs: 3000 },
);

const deletionDetection = versionDetection("/api/AccountDeletion/version", { timeoutMs: 3000 });

/**
 * Whether the upstream checks the password of a student deleting their own account (extension
 * "Account deletion", upstream/EXTENSIONS.md): GET /api/AccountDeletion/version answers
 * `{ version ≥ 1 }`. Remembered for 10 minutes (30 seconds after a transient failure, which counts
 * as "no"). Never throws. Without it nothing can check the password, so none is asked.
 */
export const isDeletionPasswordChecked: () => Promise<boolean> = deletionDetection;

/** A refused deletion's field errors: `password` when the upstream said the password is missing or wrong. */
export function isWrongDeletionPassword(error: UpstreamError): boolean {
  if (error.status !== 400) return false;
  try {
    const body = JSON.parse(error.body) as { errors?: Record<string, unknown> };
    return Array.isArray(body.errors?.password);
  } catch {
    return false;
  }
}

/**
 * Deletes a student with their enrolments and product assignments. The student's own token (with
 * `password`, which the upstream checks when {@link isDeletionPasswordChecked}) or an admin
 * token. Calls DELETE /api/Students/{studentId} (JSON `{ password }` when given; a legacy upstream
 * ignores the body). `clientAddress` is the visitor's, for the upstream's login throttle.
 * @throws UpstreamError (400 missing or wrong password: {@link isWrongDeletionPassword}; 429 too
 *   many wrong passwords; 404 for an unknown student or a malformed id).
 */
export async function deleteStudent(
  studentId: string,
  token: string,
  caller: { password?: string; clientAddress?: string } = {},
): Promise<void> {
  await upstreamFetch({
    endpoint: "DELETE /api/Students/{studentId}",
    ids: [["user", studentId]],
    token,
    body: caller.password === undefined ? undefined : { password: caller.password },
    clientAddress: caller.clientAddress,
  });
}

/**
 * The products assigned to a student (prices in USD). The student's own token or an admin token;
 * never cached. Calls GET /api/Students/Products/{studentId}.
 * @throws UpstreamError (404 "studentId not Found" for an unknown student or a malformed id).
 */
export async function listStudentProducts(studentId: string, token: string): Promise<Product[]> {
  const list = await upstreamFetch({
    endpoint: "GET /api/Students/Products/{studentId}",
    ids: [["user", studentId]],
    schema: z.array(documentVmSchema),
    token,
  });
  return list.map((vm) => reshapeDocument("product", vm));
}
