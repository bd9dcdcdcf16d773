import { expect, test, type Page } from "./test";
import { upstreamUrl } from "./fixtures";
import { pagesByAccess } from "../test/sample-paths";
import { PUBLIC_LIST_PAGES } from "../scripts/public-pages.mjs";

type Listed = { id: number; title: string };

async function upstreamJson<T>(path: string): Promise<T> {
  const response = await fetch(`${upstreamUrl()}${path}`);
  expect(response.ok, path).toBe(true);
  return (await response.json()) as T;
}

/** The `<loc>` values of the sitemap. */
async function sitemapLocations(page: Page): Promise<string[]> {
  const response = await page.request.get("/sitemap.xml");
  expect(response.ok()).toBe(true);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  // Parse it as XML in the browser: a malformed document has a <parsererror>.
  await page.goto("about:blank");
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    if (doc.getElementsByTagName("parsererror").length > 0)
      throw new Error("sitemap.xml is not well-formed");
    if (doc.documentElement.localName !== "urlset") throw new Error("sitemap.xml has no urlset");
    return Array.from(doc.getElementsByTagName("loc"), (loc) => loc.textContent ?? "");
  }, xml);
}

test("sitemap.xml lists every public page and every seeded item with absolute URLs", async ({
  page,
  baseURL,
}) => {
  const locations = await sitemapLocations(page);
  for (const location of locations) expect(location.startsWith(`${baseURL}/`), location).toBe(true);
  for (const path of [...PUBLIC_LIST_PAGES, "/payment", "/login", "/signup"]) {
    expect(locations, path).toContain(`${baseURL}${path}`);
  }
  const products = await upstreamJson<Listed[]>("/api/Documents/Products?PageSize=50");
  const publications = await upstreamJson<Listed[]>("/api/Documents/Publications?PageSize=50");
  // Courses: the details pages the course lists link to (what visitors see). Why not the
  // upstream's own list: course ids are new Guids on every fresh seed, and the web app's data
  // cache (.next/cache, shared between local runs) may still hold a previous run's courses.
  const courseLinks = async (list: string) => {
    await page.goto(list);
    const hrefs = await page
      .getByRole("main")
      .locator('a[href*="CourseDetails/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    return [...new Set(hrefs)];
  };
  const onDemandLinks = await courseLinks("/onDemandCourses");
  const onlineLinks = await courseLinks("/onlineCourses");
  expect(onDemandLinks.length).toBeGreaterThan(0);
  expect(onlineLinks.length).toBeGreaterThan(0);
  expect(products).toHaveLength(6);
  expect(publications).toHaveLength(4);
  for (const product of products) expect(locations).toContain(`${baseURL}/products/${product.id}`);
  for (const publication of publications)
    expect(locations).toContain(`${baseURL}/publications/${publication.id}`);
  for (const href of [...onDemandLinks, ...onlineLinks])
    expect(locations).toContain(`${baseURL}${href}`);
  // Nothing private is advertised.
  expect(
    locations.some((location) => /manage|assign|userProfile|download\/product/i.test(location)),
  ).toBe(false);
});

test("robots.txt keeps admin and student routes out and points to the sitemap", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.ok()).toBe(true);
  const lines = (await response.text()).split("\n").map((line) => line.trim());
  for (const path of [
    // Every admin and student page, without its id segment (`/editProject`).
    ...[...pagesByAccess.admin, ...pagesByAccess.student].map((path) => path.replace("/{id}", "")),
    "/download/product",
  ]) {
    expect(lines, path).toContain(`Disallow: ${path}`);
  }
  expect(lines).not.toContain("Disallow: /");
  expect(lines).not.toContain("Disallow: /products");
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the home page carries Organization JSON-LD that parses", async ({ page, baseURL }) => {
  await page.goto("/");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const parsed = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  const organization = parsed.find((data) => /Organization$/.test(String(data["@type"])));
  expect(organization).toBeTruthy();
  expect(organization!["@context"]).toBe("https://schema.org");
  expect(organization!.name).toBe("BrightWay Engineering");
  expect(organization!.url).toBe(baseURL);
});

test("every page of the documents, consultancy and payment screens has title, description, canonical and Open Graph image", async ({
  page,
  baseURL,
}) => {
  const products = await upstreamJson<Listed[]>("/api/Documents/Products?PageSize=50");
  const publications = await upstreamJson<Listed[]>("/api/Documents/Publications?PageSize=50");
  const product = products[0]!;
  const publication = publications[0]!;
  const expectations: { url: string; canonical: string; title: RegExp }[] = [
    {
      url: "/products?q=design&page=1",
      canonical: "/products",
      title: /^Products \| BrightWay Engineering$/,
    },
    {
      url: "/publications",
      canonical: "/publications",
      title: /^Publications \| BrightWay Engineering$/,
    },
    {
      url: `/products/${product.id}`,
      canonical: `/products/${product.id}`,
      title: new RegExp(`^${escapeRegExp(product.title)} \\|`),
    },
    {
      url: `/publications/${publication.id}`,
      canonical: `/publications/${publication.id}`,
      title: new RegExp(`^${escapeRegExp(publication.title)} \\|`),
    },
    {
      url: "/consultancyServices",
      canonical: "/consultancyServices",
      title: /^Consultancy Services \|/,
    },
    { url: `/payment?product=${product.id}`, canonical: "/payment", title: /^Payment \|/ },
  ];
  for (const expected of expectations) {
    await page.goto(expected.url);
    await expect(page).toHaveTitle(expected.title);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0, expected.url).toBeGreaterThan(20);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}${expected.canonical}`,
    );
    const ogImage = await page.locator('meta[property="og:image"]').first().getAttribute("content");
    expect(ogImage, expected.url).toMatch(new RegExp(`^${escapeRegExp(baseURL!)}/`));
    const image = await page.request.get(ogImage!);
    expect(image.ok(), ogImage!).toBe(true);
    expect(image.headers()["content-type"]).toMatch(/^image\//);
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
