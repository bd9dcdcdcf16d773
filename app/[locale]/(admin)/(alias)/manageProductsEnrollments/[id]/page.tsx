/*
 * `/manageProductsEnrollments/{id}`: the spec reaches the product enrollments page under both
 * spellings (spec §2). This is the same page. It lives in its own route group so that the two
 * folders, which differ only in case, never share a directory (a checkout on a case-insensitive
 * file system would merge them).
 */
export { default, generateMetadata } from "../../../ManageProductsEnrollments/[id]/page";
