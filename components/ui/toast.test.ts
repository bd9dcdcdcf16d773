import { beforeEach, describe, expect, it, vi } from "vitest";

const sonner = vi.hoisted(() => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { toast, Toaster: vi.fn() };
});
vi.mock("sonner", () => sonner);

/** A fresh copy of the module: its "sonner loaded" state is per module instance. */
async function load() {
  vi.resetModules();
  return import("./toast");
}

/** Lets the dynamic import and the promise callbacks after it settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.clearAllMocks();
});

describe("toast", () => {
  it("does not load sonner for the host until the first toast", async () => {
    const { onToastLoaded } = await load();
    const listener = vi.fn();
    onToastLoaded(listener);
    await settle();
    expect(listener).not.toHaveBeenCalled();
  });

  it("passes each kind of toast and its options on to sonner, and tells the host", async () => {
    const { toast, onToastLoaded } = await load();
    const listener = vi.fn();
    onToastLoaded(listener);

    toast.success("Data Updated", { id: "saved" });
    toast.error("Something went wrong");
    toast("https://example.test/products/1");
    await settle();

    expect(sonner.toast.success).toHaveBeenCalledWith("Data Updated", { id: "saved" });
    expect(sonner.toast.error).toHaveBeenCalledWith("Something went wrong");
    expect(sonner.toast).toHaveBeenCalledWith("https://example.test/products/1");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0].Toaster).toBe(sonner.Toaster);
  });

  it("tells a host that mounts after the first toast at once", async () => {
    const { toast, onToastLoaded } = await load();
    toast.error("Failed");
    await settle();
    const listener = vi.fn();
    onToastLoaded(listener);
    await settle();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("does not tell a host that stopped waiting", async () => {
    const { toast, onToastLoaded } = await load();
    const listener = vi.fn();
    const cancel = onToastLoaded(listener);
    cancel();
    toast.success("Saved");
    await settle();
    expect(listener).not.toHaveBeenCalled();
    expect(sonner.toast.success).toHaveBeenCalledWith("Saved");
  });
});
