/**
 * Cache tag names of the upstream catalogue, in one place. Cached reads carry these tags; admin
 * mutations invalidate the tags they touch (see {@link tagsTouchedBy}) so an admin sees the change
 * at once. Guids are lower-cased so `ABC…` and `abc…` name the same tag.
 *
 * Every per-item read also carries its collection tag, so invalidating a collection tag
 * (e.g. `tags.products`) refreshes every item of it as well.
 */
export const tags = {
  /** GET /api/OnDemandCourses/GetAllOnDemandCourses, and every on-demand course item. */
  onDemandCourses: "on-demand-courses",
  /** One on-demand course (its fields, images, sections and packages). */
  onDemandCourse: (courseId: string) => `on-demand-course:${courseId.toLowerCase()}`,
  /** GET /api/OnlineCourses/GetAllOnlineCourses, and every online course item. */
  onlineCourses: "online-courses",
  /** One online course. */
  onlineCourse: (courseId: string) => `online-course:${courseId.toLowerCase()}`,
  /** GET /api/LiveSessions/Course/{courseId} read anonymously (the public schedule). */
  liveSessions: (courseId: string) => `live-sessions:${courseId.toLowerCase()}`,
  /** GET /api/Packages/PackegesToCourse/{courseId}. */
  packages: (courseId: string) => `packages:${courseId.toLowerCase()}`,
  /** GET /api/Packages/{packageId}. */
  package: (packageId: string) => `package:${packageId.toLowerCase()}`,
  /** GET /api/Sections/GetVideosToSection/{sectionId} (anonymous reads only). */
  sectionVideos: (sectionId: string) => `section-videos:${sectionId.toLowerCase()}`,
  /** GET /api/Sections/GetSingleVideoToSecion (anonymous reads only). */
  video: (videoId: number) => `video:${videoId}`,
  /** GET /api/Documents/Products (every page and search), and every product item. */
  products: "products",
  /** GET /api/Documents/Products/{productId}. */
  product: (productId: number) => `product:${productId}`,
  /** GET /api/Documents/Publications (every page and search), and every publication item. */
  publications: "publications",
  /** GET /api/Documents/Publications/{publicationId}. */
  publication: (publicationId: number) => `publication:${publicationId}`,
  /** GET /api/Projects, and every project item and sub-image. */
  projects: "projects",
  /** GET /api/Projects/{projectId}. */
  project: (projectId: number) => `project:${projectId}`,
  /** GET /api/Static/GetHeaders (landing header photos). */
  headers: "headers",
  /** GET /api/Static/GetPortofilo. */
  portfolio: "portfolio",
  /** GET /api/ExchangeRate (the admin's USD-to-EGP rate, shown on the payment page). */
  exchangeRate: "exchange-rate",
  /** GET /api/Assessments/Course/{courseId} (a course's quizzes and final exam, public settings). */
  assessments: (courseId: string) => `assessments:${courseId.toLowerCase()}`,
} as const;

/**
 * The tags an admin mutation must invalidate, by what it changed. Server actions call e.g.
 * `tagsTouchedBy.package(courseId, packageId).forEach((tag) => updateTag(tag))`.
 */
export const tagsTouchedBy = {
  /** Create/update/delete of an on-demand course, its images, sections or packages. */
  onDemandCourse: (courseId: string): string[] => [
    tags.onDemandCourses,
    tags.onDemandCourse(courseId),
    tags.packages(courseId),
  ],
  /** Create/update/delete of an online course or its images. */
  onlineCourse: (courseId: string): string[] => [
    tags.onlineCourses,
    tags.onlineCourse(courseId),
    tags.liveSessions(courseId),
  ],
  /** Create/update/delete/reorder of a live session of an online course (the public schedule). */
  liveSessions: (courseId: string): string[] => [tags.liveSessions(courseId)],
  /** Create/update/delete of a package (packages are inlined in the course reads too). */
  package: (courseId: string, packageId?: string): string[] => [
    ...tagsTouchedBy.onDemandCourse(courseId),
    ...(packageId ? [tags.package(packageId)] : []),
  ],
  /** Create/rename/delete of a section (sections are inlined in the course read). */
  section: (courseId: string, sectionId?: string): string[] => [
    ...tagsTouchedBy.onDemandCourse(courseId),
    ...(sectionId ? [tags.sectionVideos(sectionId)] : []),
  ],
  /** Add/update/delete of a video (an update may move it to another section: pass both). */
  video: (sectionIds: string[], videoId?: number): string[] => [
    ...sectionIds.map((sectionId) => tags.sectionVideos(sectionId)),
    ...(videoId !== undefined ? [tags.video(videoId)] : []),
  ],
  /** Create/update/delete of a product, its image or file. */
  product: (productId?: number): string[] => [
    tags.products,
    ...(productId !== undefined ? [tags.product(productId)] : []),
  ],
  /** Create/update/delete of a publication, its image or file. */
  publication: (publicationId?: number): string[] => [
    tags.publications,
    ...(publicationId !== undefined ? [tags.publication(publicationId)] : []),
  ],
  /** Create/update/delete of a project (an update changes every id, so the collection is enough). */
  project: (): string[] => [tags.projects],
  /** Create/update/delete of an assessment of a course, or of its questions (`questionCount`). */
  assessments: (courseId: string): string[] => [tags.assessments(courseId)],
} as const;
