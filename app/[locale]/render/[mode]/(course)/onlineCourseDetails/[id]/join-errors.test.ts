import { describe, expect, it } from "vitest";
import { joinConflictCode, joinErrorParam, joinErrorText } from "./join-errors";

describe("join errors", () => {
  it("reads only the known codes from ?joinError=", () => {
    expect(joinErrorParam.parse("ended")).toBe("ended");
    expect(joinErrorParam.parse("not-open")).toBe("not-open");
    expect(joinErrorParam.parse("Your account was hacked, call 555")).toBeNull();
    expect(joinErrorParam.parse(undefined)).toBeNull();
  });

  it("says the window's rule and the end in the upstream's words", () => {
    expect(joinErrorText("not-open")).toBe("Join opens 15 minutes before the session starts.");
    expect(joinErrorText("ended")).toBe("This session has ended.");
  });

  it("tells an ended session from one not open yet", () => {
    expect(joinConflictCode("This session has ended.")).toBe("ended");
    expect(joinConflictCode("Join opens 15 minutes before the session starts.")).toBe("not-open");
    expect(joinConflictCode(null)).toBe("not-open");
  });
});
