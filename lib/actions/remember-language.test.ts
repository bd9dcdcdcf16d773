import { beforeEach, describe, expect, it, vi } from "vitest";
import { studentSession } from "@/test/action-support";
import { UpstreamError } from "@/lib/upstream/client";
import * as language from "@/lib/upstream/language";
import * as students from "@/lib/upstream/students";
import { fakesOf, state } from "@/test/server-mocks";

vi.mock("@/lib/upstream/language");
vi.mock("@/lib/upstream/students");
const upstream = fakesOf(language, students);

const { rememberLanguageAction } = await import("./remember-language");

describe("rememberLanguageAction (the language switch, signed in)", () => {
  beforeEach(() => {
    state.session = studentSession;
    upstream.isLanguageSupported.mockResolvedValue(true);
  });

  it("saves the chosen language with the account's own token", async () => {
    await rememberLanguageAction("ar");
    expect(upstream.setMyLanguage).toHaveBeenCalledWith("ar", studentSession.token);
  });

  it("does nothing for a visitor, a language we do not have, or a legacy upstream", async () => {
    await rememberLanguageAction("fr");
    state.session = null;
    await rememberLanguageAction("ar");
    state.session = studentSession;
    upstream.isLanguageSupported.mockResolvedValue(false);
    await rememberLanguageAction("ar");
    expect(upstream.setMyLanguage).not.toHaveBeenCalled();
  });

  it("never throws when the upstream fails (the switch navigates anyway)", async () => {
    upstream.setMyLanguage.mockRejectedValue(
      new UpstreamError({ status: 503, endpoint: "PUT /api/Language/Mine", message: "down" }),
    );
    await expect(rememberLanguageAction("en")).resolves.toBeUndefined();
  });
});
