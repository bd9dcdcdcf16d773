import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { ClassMessagesSection } from "@/components/course/class-messages";

/** The whole HTML of a server tree. */
async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const message = (n: number, subject: string, body = "Text") => ({
  id: `6ba7b810-9dad-41d1-80b4-00c04fd4300${n}`,
  courseId,
  subject,
  body,
  // 10:00 UTC is 12:00 in Cairo in November.
  createdAt: `2026-11-2${n}T10:00:00.000Z`,
  recipients: null,
});

describe("the course page's messages to the class", () => {
  it("shows each message as written, newest first, as text that links nowhere", async () => {
    const out = await html(
      <ClassMessagesSection
        view={{
          status: "shown",
          messages: {
            courseId,
            audience: null,
            messages: [
              message(7, "Exam <b>on Friday</b>", "Bring a calculator.\nSee https://evil.example"),
              message(6, "Welcome"),
            ],
          },
        }}
      />,
    );
    expect(out).toContain('id="class-messages"');
    expect(out).toContain("Messages to the class");
    expect(out).toContain("Exam &lt;b&gt;on Friday&lt;/b&gt;");
    expect(out).toContain("Bring a calculator.\nSee https://evil.example");
    expect(out).not.toContain("<a ");
    expect(out).toContain("Posted on 27 Nov 2026, 12:00 Cairo time");
    expect(out.indexOf("Exam &lt;b&gt;")).toBeLessThan(out.indexOf("Welcome"));
  });

  it("keeps the fourth and older messages under 'Earlier messages (n)'", async () => {
    const out = await html(
      <ClassMessagesSection
        view={{
          status: "shown",
          messages: {
            courseId,
            audience: null,
            messages: [5, 4, 3, 2, 1].map((n) => message(n, `Note ${n}`)),
          },
        }}
      />,
    );
    expect(out).toContain("Earlier messages (2)");
    expect(out.indexOf("Earlier messages (2)")).toBeLessThan(out.indexOf("Note 2"));
    expect(out.indexOf("Note 3")).toBeLessThan(out.indexOf("Earlier messages (2)"));
  });

  it("says nothing without messages or for a reader who may not read them, and says a failure", async () => {
    expect(await html(<ClassMessagesSection view={{ status: "hidden" }} />)).toBe("");
    expect(
      await html(
        <ClassMessagesSection
          view={{ status: "shown", messages: { courseId, audience: null, messages: [] } }}
        />,
      ),
    ).toBe("");
    expect(await html(<ClassMessagesSection view={{ status: "failed" }} />)).toContain(
      "The messages of this course could not be loaded. Please try again later.",
    );
  });
});
