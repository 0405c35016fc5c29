import type { TQrOptions } from "../../../../shared/qr/qrOptions.ts";
import type { TFormDraft } from "./formDraft.ts";
import { applyPatch, diffDraft, draftKeysOfErrorPath, isEmptyPatch, omitKeys, sameValue, type TDraftKey, type TDraftPatch } from "./settingsPatch.ts";

/** SPEC.md §9: form edits (and with them the QR redraw) are saved 500 ms after the last change. */
export const AUTOSAVE_DELAY_MS = 500;

export type TSaveStatus = "saved" | "pending" | "saving" | "failed";

export interface TSaveFailure {
  message: string;
  /** Server error paths (e.g. "appearance.headerColor", "fields.<id>.option.label") → message. */
  fieldErrors: Readonly<Record<string, string>>;
  /**
   * The form was changed elsewhere (another tab or device) since this editor loaded it: nothing
   * was saved, and nothing more is sent until the owner reloads the latest version.
   */
  conflict?: boolean;
}

export type TSaveResult = { ok: true } | ({ ok: false } & TSaveFailure);

export interface TEditorSnapshot {
  draft: TFormDraft;
  status: TSaveStatus;
  failure: TSaveFailure | null;
  /** The applied QR design template (managed by the server, not by the autosave). */
  qrTemplateId: string | null;
}

type SaveFn = (patch: TDraftPatch) => Promise<TSaveResult>;

/**
 * The builder's state and autosave. Edits change the draft at once (the UI never waits);
 * 500 ms after the last edit the difference from the last saved copy goes to the server.
 * A failed save keeps the draft as it is: settings the server rejected wait until the
 * owner changes them (or retries), everything else is saved without them.
 * Plain TypeScript (no React) so the timing rules are unit-tested.
 */
export class EditorStore {
  private draft: TFormDraft;
  private saved: TFormDraft;
  private qrTemplateId: string | null;
  private failure: TSaveFailure | null = null;
  /** Keys the server rejected, with the patch value it rejected (as JSON). */
  private readonly rejected = new Map<TDraftKey, string>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | null = null;
  private uploads = 0;
  private networkFailed = false;
  private conflicted = false;
  private snapshot: TEditorSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(
    initial: TFormDraft,
    qrTemplateId: string | null,
    private readonly save: SaveFn,
    private readonly delayMs = AUTOSAVE_DELAY_MS,
  ) {
    this.draft = initial;
    this.saved = initial;
    this.qrTemplateId = qrTemplateId;
    this.snapshot = this.makeSnapshot();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): TEditorSnapshot => this.snapshot;

  /** Changes the draft and (re)starts the autosave delay. */
  update(recipe: (draft: TFormDraft) => TFormDraft): void {
    const next = recipe(this.draft);
    if (next === this.draft) return;
    this.draft = next;
    this.networkFailed = false;
    this.schedule(this.delayMs);
    this.emit();
  }

  /** Changed QR options clear the applied design template (SPEC.md §4; the server does the same). */
  updateQrOptions(patch: Partial<TQrOptions>): void {
    this.qrTemplateId = null;
    this.update((draft) => ({ ...draft, qrOptions: { ...draft.qrOptions, ...patch } }));
  }

  /**
   * Values the server now holds that were not changed through the autosave (a design
   * template applied, or undone). Settings the owner changed meanwhile keep the owner's value.
   */
  rebase(values: { qrOptions?: TQrOptions; qrTemplateId?: string | null }): void {
    if (values.qrOptions) {
      const serverQr = values.qrOptions;
      const localQr = { ...serverQr };
      for (const key of Object.keys(serverQr) as (keyof TQrOptions)[]) {
        if (!sameValue(this.draft.qrOptions[key], this.saved.qrOptions[key])) (localQr as Record<string, unknown>)[key] = this.draft.qrOptions[key];
      }
      this.saved = { ...this.saved, qrOptions: serverQr };
      this.draft = { ...this.draft, qrOptions: localQr };
    }
    if (values.qrTemplateId !== undefined) this.qrTemplateId = values.qrTemplateId;
    this.emit();
  }

  /** An upload runs: the save waits for it (SPEC.md §4: local files are uploaded first). */
  async trackUpload<T>(upload: Promise<T>): Promise<T> {
    this.uploads += 1;
    this.emit();
    try {
      return await upload;
    } finally {
      this.uploads -= 1;
      this.emit();
      if (this.uploads === 0 && this.hasChanges()) this.schedule(0);
    }
  }

  /** Saves now; resolves to true when nothing is left unsaved. */
  async flush(): Promise<boolean> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.run();
    return !this.hasUnsavedChanges();
  }

  /** The Retry action: sends everything again, including what the server rejected. */
  retry(): Promise<boolean> {
    if (this.conflicted) return Promise.resolve(false);
    this.rejected.clear();
    this.networkFailed = false;
    return this.flush();
  }

  hasUnsavedChanges(): boolean {
    return this.uploads > 0 || this.running !== null || !isEmptyPatch(diffDraft(this.saved, this.draft));
  }

  /** The editor is closing: stops the delay and sends what is pending. */
  dispose(): Promise<boolean> {
    return this.flush();
  }

  /**
   * Runs a save that does not go through the autosave (a design template) with no autosave
   * beside it: pending edits are sent first, later ones wait. Both change the form's version,
   * so they must not overlap.
   */
  async exclusive<T>(task: () => Promise<T>): Promise<T> {
    await this.flush();
    while (this.running) await this.running;
    const result = task();
    this.running = result.then(
      () => undefined,
      () => undefined,
    );
    this.emit();
    try {
      return await result;
    } finally {
      this.running = null;
      this.emit();
      if (!this.networkFailed && this.hasChanges() && this.timer === undefined) this.schedule(this.delayMs);
    }
  }

  /** Drops the unsaved edits (the owner chose to reload the form after a conflict). */
  discard(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.draft = this.saved;
    this.rejected.clear();
    this.failure = null;
    this.conflicted = true; // this store is done: the editor mounts a new one with the latest form
    this.emit();
  }

  private hasChanges(): boolean {
    return !isEmptyPatch(this.patchToSend());
  }

  /** The diff without the settings the server rejected and the owner has not touched since. */
  private patchToSend(): TDraftPatch {
    const patch = diffDraft(this.saved, this.draft);
    const skip = new Set<TDraftKey>();
    for (const [key, rejectedJson] of this.rejected) {
      const current = (patch as Record<string, unknown>)[key];
      if (current === undefined) this.rejected.delete(key);
      else if (JSON.stringify(current) === rejectedJson) skip.add(key);
    }
    return skip.size ? omitKeys(patch, skip) : patch;
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run();
    }, delay);
  }

  private async run(): Promise<void> {
    while (this.running) await this.running;
    if (this.conflicted) return;
    if (this.uploads > 0) return; // trackUpload schedules the save when the upload ends.
    const patch = this.patchToSend();
    if (isEmptyPatch(patch)) {
      this.emit();
      return;
    }
    this.running = this.send(patch);
    this.emit();
    try {
      await this.running;
    } finally {
      this.running = null;
      this.emit();
    }
    // Edits made while the request ran, or settings left after a partial rejection.
    if (!this.networkFailed && !this.conflicted && this.hasChanges() && this.timer === undefined) this.schedule(this.delayMs);
  }

  private async send(patch: TDraftPatch): Promise<void> {
    let result: TSaveResult;
    try {
      result = await this.save(patch);
    } catch (error) {
      this.networkFailed = true;
      this.failure = { message: error instanceof Error && error.message ? error.message : String(error), fieldErrors: {} };
      return;
    }
    if (!result.ok && result.conflict) {
      // Saving on top of someone else's version would lose their change: stop until reloaded.
      this.conflicted = true;
      this.failure = { message: result.message, fieldErrors: {}, conflict: true };
      return;
    }
    if (result.ok) {
      this.saved = applyPatch(this.saved, patch);
      for (const key of Object.keys(patch) as TDraftKey[]) this.rejected.delete(key);
      // The password is write-only: once saved it is not kept (nor sent again).
      if (patch.lock?.password) {
        this.saved = { ...this.saved, lock: { ...this.saved.lock, password: "" } };
        if (this.draft.lock.password === patch.lock.password) this.draft = { ...this.draft, lock: { ...this.draft.lock, password: "" } };
      }
      if (patch.qrOptions) this.qrTemplateId = null;
      if (this.rejected.size === 0) this.failure = null;
      return;
    }
    const keys = new Set<TDraftKey>();
    for (const path of Object.keys(result.fieldErrors)) for (const key of draftKeysOfErrorPath(path, patch)) keys.add(key);
    if (keys.size === 0) for (const key of Object.keys(patch) as TDraftKey[]) keys.add(key);
    for (const key of keys) {
      const value = (patch as Record<string, unknown>)[key];
      if (value !== undefined) this.rejected.set(key, JSON.stringify(value));
    }
    this.failure = { message: result.message, fieldErrors: result.fieldErrors };
    // The rest of the patch is valid on its own: save it without the rejected settings.
    const rest = omitKeys(patch, keys);
    if (!isEmptyPatch(rest)) await this.send(rest);
    this.failure ??= { message: result.message, fieldErrors: result.fieldErrors };
  }

  private status(): TSaveStatus {
    if (this.running || this.uploads > 0) return "saving";
    if (this.failure) return "failed";
    return this.hasChanges() ? "pending" : "saved";
  }

  private makeSnapshot(): TEditorSnapshot {
    return { draft: this.draft, status: this.status(), failure: this.failure, qrTemplateId: this.qrTemplateId };
  }

  private emit(): void {
    const next = this.makeSnapshot();
    const prev = this.snapshot;
    if (next.draft === prev.draft && next.status === prev.status && next.failure === prev.failure && next.qrTemplateId === prev.qrTemplateId) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}
