import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ActionResult } from "@/lib/actions/result";
import { FormMessage } from "./form-message";

const linkSent =
  "We sent a confirmation link to mohamed.abdelrahman.structural.engineering.office.giza@gmail.com. Your login e-mail changes when you open it.";

/** The classes of the one paragraph a form message renders. */
const classesOf = (markup: string) => markup.match(/class="([^"]*)"/)?.[1]?.split(" ") ?? [];

describe("FormMessage", () => {
  it("breaks a long e-mail inside a success or an error, so a phone's page does not widen (Edit Profile at 390 px)", () => {
    for (const ok of [true, false]) {
      const markup = renderToStaticMarkup(
        <FormMessage result={{ ok, message: linkSent } as ActionResult} />,
      );
      expect(markup).toContain(linkSent);
      expect(classesOf(markup)).toContain("break-words");
    }
  });
});
