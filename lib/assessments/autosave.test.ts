import { describe, expect, it } from "vitest";
import {
  answerChanged,
  hasUnsaved,
  initialSave,
  needsSave,
  retryDelayMs,
  saveFailed,
  saveFailureKind,
  saveStarted,
  saveSucceeded,
} from "@/lib/assessments/autosave";
import { messages } from "@/lib/messages";

const choice = (...ids: number[]) => ({ choice: ids, value: null });
const typed = (value: string) => ({ choice: null, value });

describe("saving an answer as it is given", () => {
  it("an answer restored from the upstream is saved; an untouched question needs nothing", () => {
    expect(initialSave(choice(1))).toMatchObject({ status: "saved", answer: choice(1) });
    const blank = initialSave(null);
    expect(blank.status).toBe("idle");
    expect(needsSave(blank)).toBe(false);
    expect(hasUnsaved([blank, initialSave(choice(1))])).toBe(false);
  });

  it("a change is sent, shows Saving… and becomes Saved when confirmed", () => {
    const changed = answerChanged(initialSave(null), choice(2));
    expect(needsSave(changed)).toBe(true);
    expect(hasUnsaved([changed])).toBe(true);
    const sending = saveStarted(changed);
    expect(sending).toMatchObject({ status: "saving", inFlight: choice(2) });
    expect(needsSave(sending)).toBe(false);
    const saved = saveSucceeded(sending);
    expect(saved).toMatchObject({ status: "saved", saved: choice(2), inFlight: null });
    expect(hasUnsaved([saved])).toBe(false);
  });

  it("an answer changed while the last one was in flight is sent next, not called Saved", () => {
    const sending = saveStarted(answerChanged(initialSave(null), typed("3")));
    const retyped = answerChanged(sending, typed("3,5"));
    const confirmed = saveSucceeded(retyped);
    expect(confirmed).toMatchObject({ status: "saving", saved: typed("3") });
    expect(needsSave(confirmed)).toBe(true);
  });

  it("the same choice in another order needs no save", () => {
    expect(needsSave(answerChanged(initialSave(choice(0, 2)), choice(2, 0)))).toBe(false);
  });

  it("a failure shows Not saved: retrying and is tried again, ever later up to 15 s", () => {
    const failed = saveFailed(saveStarted(answerChanged(initialSave(null), choice(1))), false);
    expect(failed).toMatchObject({ status: "retrying", failures: 1, inFlight: null });
    expect(needsSave(failed)).toBe(true);
    expect(saveStarted(failed).status).toBe("retrying");
    expect([1, 2, 3, 4, 5, 9].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000]);
    expect(saveSucceeded(saveStarted(failed))).toMatchObject({ status: "saved", failures: 0 });
  });

  it("a refusal that cannot change is not tried again", () => {
    const refused = saveFailed(saveStarted(answerChanged(initialSave(null), choice(1))), true);
    expect(refused.status).toBe("refused");
    expect(needsSave(refused)).toBe(false);
    expect(hasUnsaved([refused])).toBe(false);
  });

  it("reads the save action's failure texts", () => {
    const texts = messages.assessments;
    expect(saveFailureKind("Time is up: this answer was not counted.", texts)).toBe("closed");
    expect(saveFailureKind("This attempt was already submitted.", texts)).toBe("closed");
    expect(saveFailureKind("This answer was not accepted.", texts)).toBe("refused");
    expect(saveFailureKind("Not saved: retrying", texts)).toBe("retry");
  });
});
