/**
 * @packageDocumentation
 * The upstream's wire contract, written once (zod): the legacy REST API of
 * /work/shared/upstream-contract.md plus the reference upstream's extensions (upstream/EXTENSIONS.md).
 *
 * Every schema is a pair (see `shape.ts`): `.exact` is what the reference upstream writes (its
 * DTOs are typed by it, its contract tests parse with it); `.tolerant` is what the web client
 * accepts from any upstream, the legacy included (lib/upstream parses with it).
 * Families: `courses.ts` (both course kinds, packages, sections, videos), `documents.ts` (products
 * and publications), `accounts.ts` (students, logins, enrolments, sessions), `site.ts` (headers,
 * projects), `orders.ts` (orders, the exchange rate, dashboard, bulk enrolment), `exchange.ts` (USD to EGP), `enquiries.ts` (consultancy enquiries), `progress.ts`, `assessments.ts` (quizzes and final exams), `class-messages.ts` (the owner's messages to a course's students), `publishing.ts` (drafts and publishing), `live.ts` (live sessions of online courses), `search-fold.ts` (how every search compares texts), `common.ts`.
 */
export * from "./accounts";
export * from "./assessments";
export * from "./class-messages";
export * from "./common";
export * from "./courses";
export * from "./documents";
export * from "./exchange";
export * from "./enquiries";
export * from "./live";
export * from "./orders";
export * from "./primitives";
export * from "./progress";
export * from "./publishing";
export * from "./search-fold";
export { type Exact, type Field, type Tolerant } from "./shape";
export * from "./site";
