import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { DEFAULT_QR_OPTIONS } from "../../../../shared/qr/qrOptions.ts";
import { EditorStore, type TSaveResult } from "./EditorStore.ts";
import type { TFormDraft } from "./formDraft.ts";
import type { TDraftPatch } from "./settingsPatch.ts";

const draft: TFormDraft = {
  title: "Survey",
  shortText: "",
  locale: "en",
  backgroundType: "solid",
  backgroundColor1: "0076d7",
  backgroundColor2: "3a74c5",
  appearance: { headerColor: "0076d7", buttonColor: "0076d7" },
  backdrop: "",
  logo: null,
  backgroundImage: null,
  previewImage: null,
  fields: {},
  qrOptions: DEFAULT_QR_OPTIONS,
  lock: { active: false, password: "" },
  googleGTMContainerId: "",
  fbPixelID: "",
  googleGA4Id: "",
  allowEmbedding: false,
  active: true,
  notificationPeriod: "never",
  expiryType: "date",
  expiryDate: "",
  expiryScans: "",
};

/** A save function whose calls are recorded and answered by the test. */
function fakeServer() {
  const calls: TDraftPatch[] = [];
  const answers: ((result: TSaveResult | Error) => void)[] = [];
  const save = (patch: TDraftPatch) => {
    calls.push(patch);
    return new Promise<TSaveResult>((resolve, reject) => {
      answers.push((result) => (result instanceof Error ? reject(result) : resolve(result)));
    });
  };
  const answer = async (result: TSaveResult | Error = { ok: true }) => {
    answers.shift()!(result);
    await jest.advanceTimersByTimeAsync(0);
  };
  return { calls, save, answer };
}

describe("EditorStore autosave", () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it("saves 500 ms after the last change, with only what changed", async () => {
    const server = fakeServer();
    const store = new EditorStore(draft, null, server.save);
    store.update((d) => ({ ...d, title: "A" }));
    await jest.advanceTimersByTimeAsync(300);
    store.update((d) => ({ ...d, title: "AB" }));
    expect(store.getSnapshot().status).toBe("pending");
    await jest.advanceTimersByTimeAsync(499);
    expect(server.calls).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(server.calls).toEqual([{ title: "AB" }]);
    expect(store.getSnapshot().status).toBe("saving");
    await server.answer();
    expect(store.getSnapshot().status).toBe("saved");
  });

  it("saves edits made during a request after it", async () => {
    const server = fakeServer();
    const store = new EditorStore(draft, null, server.save);
    store.update((d) => ({ ...d, title: "A" }));
    await jest.advanceTimersByTimeAsync(500);
    store.update((d) => ({ ...d, shortText: "more" }));
    await server.answer();
    await jest.advanceTimersByTimeAsync(500);
    expect(server.calls).toEqual([{ title: "A" }, { shortText: "more" }]);
    await server.answer();
    expect(store.getSnapshot().status).toBe("saved");
    expect(store.hasUnsavedChanges()).toBe(false);
  });

  it("keeps the draft on a network failure and saves it again on Retry", async () => {
    const server = fakeServer();
    const store = new EditorStore(draft, null, server.save);
    store.update((d) => ({ ...d, title: "Kept" }));
    await jest.advanceTimersByTimeAsync(500);
    await server.answer(new Error("Failed to fetch"));
    expect(store.getSnapshot()).toMatchObject({ status: "failed", failure: { message: "Failed to fetch" } });
    expect(store.getSnapshot().draft.title).toBe("Kept");
    await jest.advanceTimersByTimeAsync(5000);
    expect(server.calls).toHaveLength(1); // no retry loop
    const retried = store.retry();
    await jest.advanceTimersByTimeAsync(0);
    expect(server.calls).toEqual([{ title: "Kept" }, { title: "Kept" }]);
    await server.answer();
    await expect(retried).resolves.toBe(true);
    expect(store.getSnapshot()).toMatchObject({ status: "saved", failure: null });
  });

  it("saves the valid settings without the rejected one and waits for the owner to fix it", async () => {
    const server = fakeServer();
    const store = new EditorStore(draft, null, server.save);
    store.update((d) => ({ ...d, title: "T", googleGA4Id: "bad" }));
    await jest.advanceTimersByTimeAsync(500);
    await server.answer({ ok: false, message: "A GA4 id looks like G-XXXXXXXXXX", fieldErrors: { googleGA4Id: "A GA4 id looks like G-XXXXXXXXXX" } });
    expect(server.calls[1]).toEqual({ title: "T" });
    await server.answer();
    expect(store.getSnapshot()).toMatchObject({ status: "failed", failure: { fieldErrors: { googleGA4Id: "A GA4 id looks like G-XXXXXXXXXX" } } });
    await jest.advanceTimersByTimeAsync(2000);
    expect(server.calls).toHaveLength(2);
    store.update((d) => ({ ...d, googleGA4Id: "G-ABCDEF12" }));
    await jest.advanceTimersByTimeAsync(500);
    expect(server.calls[2]).toEqual({ googleGA4Id: "G-ABCDEF12" });
    await server.answer();
    expect(store.getSnapshot()).toMatchObject({ status: "saved", failure: null });
  });

  it("flush saves at once and tells whether everything is saved", async () => {
    const server = fakeServer();
    const store = new EditorStore(draft, null, server.save);
    store.update((d) => ({ ...d, active: false }));
    const flushed = store.flush();
    await jest.advanceTimersByTimeAsync(0);
    expect(server.calls).toEqual([{ active: false }]);
    await server.answer();
    await expect(flushed).resolves.toBe(true);
  });

  it("waits for uploads before saving (SPEC.md §4)", async () => {
    const server = fakeServer();
    const store = new EditorStore(draft, null, server.save);
    let finish!: (ref: { fileId: string; fileUrl: string }) => void;
    const upload = store.trackUpload(new Promise<{ fileId: string; fileUrl: string }>((resolve) => (finish = resolve)));
    store.update((d) => ({ ...d, title: "With logo" }));
    await jest.advanceTimersByTimeAsync(1000);
    expect(server.calls).toEqual([]);
    expect(store.getSnapshot().status).toBe("saving");
    finish({ fileId: "f1", fileUrl: "/files/f1" });
    const logo = await upload;
    store.update((d) => ({ ...d, logo }));
    await jest.advanceTimersByTimeAsync(500);
    expect(server.calls).toEqual([{ title: "With logo", logo: { fileId: "f1", fileUrl: "/files/f1" } }]);
  });

  it("forgets a saved lock password", async () => {
    const server = fakeServer();
    const store = new EditorStore(draft, null, server.save);
    store.update((d) => ({ ...d, lock: { active: true, password: "pw" } }));
    await jest.advanceTimersByTimeAsync(500);
    await server.answer();
    expect(store.getSnapshot().draft.lock).toEqual({ active: true, password: "" });
    expect(store.hasUnsavedChanges()).toBe(false);
  });

  it("a QR option change clears the template; a rebase keeps the owner's newer changes", async () => {
    const server = fakeServer();
    const store = new EditorStore(draft, "ocean", server.save);
    store.updateQrOptions({ frame: "frame2" });
    expect(store.getSnapshot().qrTemplateId).toBeNull();
    store.rebase({ qrOptions: { ...DEFAULT_QR_OPTIONS, qrData: "pattern5", frame: "frame0" }, qrTemplateId: "forest" });
    expect(store.getSnapshot().draft.qrOptions).toMatchObject({ qrData: "pattern5", frame: "frame2" });
    expect(store.getSnapshot().qrTemplateId).toBe("forest");
    await jest.advanceTimersByTimeAsync(500);
    expect(server.calls).toEqual([{ qrOptions: { frame: "frame2" } }]);
  });

  it("a conflict (the form changed elsewhere) stops saving and keeps the edits until the owner reloads", async () => {
    const server = fakeServer();
    const store = new EditorStore(draft, null, server.save);
    store.update((d) => ({ ...d, title: "Mine" }));
    await jest.advanceTimersByTimeAsync(500);
    await server.answer({ ok: false, conflict: true, message: "changed elsewhere", fieldErrors: {} });
    expect(store.getSnapshot()).toMatchObject({ status: "failed", failure: { conflict: true, message: "changed elsewhere" } });
    // Nothing more goes out: saving on top of the other version would lose its change.
    store.update((d) => ({ ...d, shortText: "More" }));
    await jest.advanceTimersByTimeAsync(2000);
    expect(await store.retry()).toBe(false);
    expect(await store.flush()).toBe(false);
    expect(server.calls).toEqual([{ title: "Mine" }]);
    expect(store.hasUnsavedChanges()).toBe(true);
    expect(store.getSnapshot().draft.title).toBe("Mine");
    // Reload: the unsaved edits are dropped on purpose and nothing is sent on the way out.
    store.discard();
    expect(store.hasUnsavedChanges()).toBe(false);
    expect(await store.dispose()).toBe(true);
    expect(server.calls).toHaveLength(1);
  });

  it("an exclusive save (a design template) never overlaps an autosave", async () => {
    const server = fakeServer();
    const store = new EditorStore(draft, null, server.save);
    let finish!: () => void;
    const applied = store.exclusive(() => new Promise<void>((resolve) => (finish = resolve)));
    await jest.advanceTimersByTimeAsync(0);
    store.update((d) => ({ ...d, title: "During" }));
    await jest.advanceTimersByTimeAsync(2000);
    expect(server.calls).toEqual([]);
    finish();
    await applied;
    await jest.advanceTimersByTimeAsync(500);
    expect(server.calls).toEqual([{ title: "During" }]);
  });
});
