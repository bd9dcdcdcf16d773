import { expect, test } from "./test";

// A visitor's page ships only the small client catalogue (lib/client-messages.ts) to the browser,
// never the whole one: in 2026-11 the root layout's ArrivalNotice pulled the whole English
// catalogue and the Arabic one into every page (about 35 KB gzip of JavaScript for every visitor).
// Each text below is in the whole catalogue only (an admin form, the profile, the login page).
const WHOLE_CATALOGUE_ONLY = [
  "Open the link we sent you when you signed up.",
  "Create New Online Course",
  "لم يُؤكَّد بريدك الإلكتروني بعد.",
];

for (const path of ["/", "/ar", "/products", "/ar/consultancyServices"]) {
  test(`a visitor's ${path} ships no whole catalogue in its JavaScript`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const scripts = [...new Set(html.match(/\/_next\/static\/[\w./-]+\.js/g) ?? [])];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const source = await (await request.get(script)).text();
      for (const text of WHOLE_CATALOGUE_ONLY)
        expect(source.includes(text), `${script} holds "${text}"`).toBe(false);
    }
  });
}
