import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { FieldName } from "../../../../shared/fields/fieldKinds.ts";
import { MAX_FIELDS, type TFormField } from "../../../../shared/fields/formFields.ts";
import { findQrDesignTemplate } from "../../../../shared/qr/qrDesignTemplates.ts";
import type { TQrOptions } from "../../../../shared/qr/qrOptions.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { useToasts } from "../../components/Toasts.tsx";
import { useUploadFileMutation } from "../uploads/mutations/useUploadFileMutation.ts";
import type { UploadCategory } from "../uploads/mutations/__generated__/useUploadFileMutation.graphql.ts";
import type { FormEditor_form$key } from "./__generated__/FormEditor_form.graphql.ts";
import { EditorDesktopLayout, type TSideTab } from "./EditorDesktopLayout.tsx";
import { EditorPageTitle } from "./EditorPageTitle.tsx";
import { EditorContext, type TEditorContext } from "./editorContext.ts";
import { EditorPhoneLayout, type TPhoneTab } from "./EditorPhoneLayout.tsx";
import { EditorStore, type TEditorSnapshot } from "./EditorStore.ts";
import { createDefaultField } from "./fieldDefaults.ts";
import { createFieldIdFactory } from "./fieldIds.ts";
import { fieldKindMessages } from "./fieldKindCatalog.ts";
import { duplicateField, insertField, insertionIndexAfter, moveField, removeField, replaceField } from "./fieldOps.ts";
import { registerFormBuilder } from "./formBuilderSession.ts";
import { draftFromForm, qrOptionsFromServer } from "./formDraft.ts";
import { useApplyQrDesignTemplateMutation } from "./mutations/useApplyQrDesignTemplateMutation.ts";
import { useUpdateFormMutation } from "./mutations/useUpdateFormMutation.ts";
import { toSettingsInput } from "./settingsPatch.ts";
import { SaveFailureBanner } from "./SaveFailureBanner.tsx";
import { useMediaQuery } from "../../components/useMediaQuery.ts";
import "./editor.css";

const fragment = graphql`
  fragment FormEditor_form on Form {
    id
    qrId
    shortUrl
    title
    shortText
    locale
    backgroundType
    backgroundColor1
    backgroundColor2
    appearance
    backdrop
    logo {
      fileId
      fileUrl
    }
    backgroundImage {
      fileId
      fileUrl
    }
    previewImage {
      fileId
      fileUrl
    }
    fields
    qrOptions
    qrDesignTemplateId
    lock {
      active
    }
    googleGTMContainerId
    fbPixelID
    googleGA4Id
    allowEmbedding
    active
    notificationPeriod
    expiryType
    expiryDate
    expiryScans
    expireByIP
    version
  }
`;

/** SPEC.md §9 mobile breakpoint: below 1024 px the builder becomes tabs. */
const PHONE_QUERY = "(max-width: 1023px)";

/**
 * The form builder: holds the draft (EditorStore: edits apply at once, the autosave sends
 * the difference 500 ms later), the selection and the field actions, and lays them out for
 * desktop or phone.
 */
export function FormEditor({
  form: formRef,
  publicUrlIsLocal,
  onReload,
}: {
  form: FormEditor_form$key;
  /** The server's PUBLIC_URL is localhost (siteConfig): the QR and Share tabs warn. */
  publicUrlIsLocal: boolean;
  onReload: (qrId: string) => Promise<void>;
}) {
  const form = useFragment(fragment, formRef);
  const intl = useIntl();
  const toasts = useToasts();
  const phone = useMediaQuery(PHONE_QUERY);
  const [updateForm] = useUpdateFormMutation();
  const [uploadFile] = useUploadFileMutation();
  const [applyTemplate] = useApplyQrDesignTemplateMutation();

  // The save function changes identity with the commit; the store keeps the first one, so go through a ref.
  const saveRef = useRef(updateForm);
  saveRef.current = updateForm;
  // The version every save is based on (optimistic concurrency): a save on top of an edit made
  // elsewhere since is refused as a conflict instead of silently overwriting it.
  const versionRef = useRef(form.version);
  const [store] = useState(
    () =>
      new EditorStore(draftFromForm(form), form.qrDesignTemplateId ?? null, async (patch) => {
        const result = await saveRef.current(form.qrId, toSettingsInput(patch), versionRef.current);
        if (result.ok && result.version !== undefined) versionRef.current = result.version;
        return result;
      }),
  );
  const [newFieldId] = useState(() => createFieldIdFactory());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [sideTab, setSideTab] = useState<TSideTab>("field");
  const [phoneTab, setPhoneTab] = useState<TPhoneTab>("build");
  const [focusRequest, setFocusRequest] = useState<{ id: string; n: number } | null>(null);
  const [pendingDelete, setPendingDelete] = useState<string | null>(null);
  const [liveMessage, setLiveMessage] = useState("");

  const warnUnsaved = () =>
    toasts.error(
      intl.formatMessage({
        id: "editor.formEditor.unsavedLeave",
        defaultMessage: "Your latest changes could not be saved. Retry, or leave again to discard them.",
        description: "Error toast when the owner tries to leave the editor while a save fails",
      }),
      6000,
    );
  const warnRef = useRef(warnUnsaved);
  warnRef.current = warnUnsaved;

  // Leaving: the unmount sends what is pending; closing the tab with unsaved edits asks first.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!store.hasUnsavedChanges()) return;
      void store.flush();
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    const unregister = registerFormBuilder({
      flush: () => store.flush(),
      reset: () => {
        setSelectedId(null);
        setPendingDelete(null);
      },
      warnUnsaved: () => warnRef.current(),
    });
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      unregister();
      void store.dispose();
    };
  }, [store]);

  const kindName = useCallback((name: FieldName) => intl.formatMessage(fieldKindMessages[name]), [intl]);
  const fieldName = useCallback((field: TFormField) => field.option.label.trim() || kindName(field.name), [kindName]);
  const fieldsNow = useCallback(() => store.getSnapshot().draft.fields, [store]);
  const announce = useCallback((message: string) => setLiveMessage(message), []);

  const select = useCallback((id: string | null) => {
    setSelectedId(id);
    if (id) setSideTab("field");
  }, []);

  const addField = useCallback(
    (name: FieldName, index?: number) => {
      const fields = fieldsNow();
      const count = Object.keys(fields).length;
      if (count >= MAX_FIELDS) return;
      const id = newFieldId(Object.keys(fields));
      const at = Math.min(index ?? insertionIndexAfter(fields, selectedId), count);
      store.update((draft) => ({ ...draft, fields: insertField(draft.fields, id, createDefaultField(name, intl), at) }));
      select(id);
      announce(
        intl.formatMessage(
          { id: "editor.formEditor.added", defaultMessage: "{kind} added at position {position} of {count}.", description: "Screen reader: a field was added" },
          { kind: kindName(name), position: at + 1, count: count + 1 },
        ),
      );
      if (phone) setFocusRequest((current) => ({ id, n: (current?.n ?? 0) + 1 }));
      requestAnimationFrame(() => document.querySelector(`[data-field-id="${id}"]`)?.scrollIntoView({ block: "nearest", behavior: "smooth" }));
    },
    [fieldsNow, newFieldId, selectedId, store, intl, select, announce, kindName, phone],
  );

  const move = useCallback(
    (id: string, toIndex: number) => {
      const field = fieldsNow()[id];
      if (!field) return;
      store.update((draft) => ({ ...draft, fields: moveField(draft.fields, id, toIndex) }));
      announce(
        intl.formatMessage(
          { id: "editor.formEditor.moved", defaultMessage: "{name} moved to position {position} of {count}.", description: "Screen reader: a field was moved" },
          { name: fieldName(field), position: toIndex + 1, count: Object.keys(fieldsNow()).length },
        ),
      );
    },
    [fieldsNow, store, announce, intl, fieldName],
  );

  const duplicate = useCallback(
    (id: string) => {
      const fields = fieldsNow();
      const field = fields[id];
      if (!field || Object.keys(fields).length >= MAX_FIELDS) return;
      const copyId = newFieldId(Object.keys(fields));
      store.update((draft) => ({ ...draft, fields: duplicateField(draft.fields, id, copyId) }));
      select(copyId);
      announce(intl.formatMessage({ id: "editor.formEditor.duplicated", defaultMessage: "{name} duplicated.", description: "Screen reader: a field was duplicated" }, { name: fieldName(field) }));
    },
    [fieldsNow, newFieldId, store, select, announce, intl, fieldName],
  );

  const confirmDelete = () => {
    const id = pendingDelete;
    setPendingDelete(null);
    if (!id) return;
    const fields = fieldsNow();
    const ids = Object.keys(fields);
    const index = ids.indexOf(id);
    const neighbour = ids[index + 1] ?? ids[index - 1] ?? null;
    const field = fields[id];
    store.update((draft) => ({ ...draft, fields: removeField(draft.fields, id) }));
    if (selectedId === id) setSelectedId(phone ? null : neighbour);
    if (neighbour) setFocusRequest((current) => ({ id: neighbour, n: (current?.n ?? 0) + 1 }));
    if (field) announce(intl.formatMessage({ id: "editor.formEditor.deleted", defaultMessage: "{name} deleted.", description: "Screen reader: a field was deleted" }, { name: fieldName(field) }));
  };

  const upload = useCallback((category: UploadCategory, file: File) => store.trackUpload(uploadFile(category, file)), [store, uploadFile]);

  const onApplyTemplate = useCallback(
    // Pending QR changes first, or they would clear the template afterwards; no autosave meanwhile.
    (templateId: string | null) => store.exclusive(async () => {
      const before: TEditorSnapshot = store.getSnapshot();
      const template = templateId ? findQrDesignTemplate(templateId) : undefined;
      const optimistic = template ? ({ ...before.draft.qrOptions, ...template.config } as TQrOptions) : null;
      if (optimistic) store.rebase({ qrOptions: optimistic, qrTemplateId: templateId });
      const revert = (message: string) => {
        store.rebase({ qrOptions: before.draft.qrOptions, qrTemplateId: before.qrTemplateId });
        toasts.error(message);
      };
      try {
        const result = await applyTemplate(form.id, form.qrId, templateId);
        if (result.ok) {
          versionRef.current = result.version;
          store.rebase({ qrOptions: qrOptionsFromServer(result.qrOptions), qrTemplateId: result.qrDesignTemplateId });
        } else revert(result.message);
      } catch (error) {
        revert(error instanceof Error ? error.message : String(error));
      }
    }),
    [store, applyTemplate, form.id, form.qrId, toasts],
  );

  // After a conflict: drop this page's unsaved edits and load the form as it now is.
  const reload = useCallback(async () => {
    store.discard();
    await onReload(form.qrId);
  }, [store, onReload, form.qrId]);

  const context = useMemo<TEditorContext>(
    () => ({
      store,
      formId: form.id,
      qrId: form.qrId,
      shortUrl: form.shortUrl,
      publicUrlIsLocal,
      upload,
      selectedId,
      select,
      addField,
      moveField: move,
      duplicateField: duplicate,
      requestDelete: setPendingDelete,
      updateField: (id, field) => store.update((draft) => ({ ...draft, fields: replaceField(draft.fields, id, field) })),
      focusRequest,
      announce,
    }),
    [store, form.id, form.qrId, form.shortUrl, publicUrlIsLocal, upload, selectedId, select, addField, move, duplicate, focusRequest, announce],
  );

  const deleting = pendingDelete ? fieldsNow()[pendingDelete] : undefined;

  return (
    <EditorContext value={context}>
      <EditorPageTitle />
      {phone ? (
        <EditorPhoneLayout tab={phoneTab} onTab={setPhoneTab} onApplyTemplate={(id) => void onApplyTemplate(id)} banner={<SaveFailureBanner onReload={reload} />} />
      ) : (
        <EditorDesktopLayout sideTab={sideTab} onSideTab={setSideTab} onApplyTemplate={(id) => void onApplyTemplate(id)} banner={<SaveFailureBanner onReload={reload} />} />
      )}
      <div className="visually-hidden" role="status" aria-live="polite">
        {liveMessage}
      </div>
      <ConfirmDialog
        open={pendingDelete !== null}
        destructive
        title={<FormattedMessage id="editor.formEditor.deleteTitle" defaultMessage="Delete this field?" description="Title of the dialog confirming a field's deletion" />}
        confirmLabel={<FormattedMessage id="editor.formEditor.deleteConfirm" defaultMessage="Delete field" description="Confirm button of the field deletion dialog" />}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      >
        {deleting && (
          <FormattedMessage
            id="editor.formEditor.deleteBody"
            defaultMessage="“{name}” and its settings leave the form. Answers already submitted stay in your submissions."
            description="Body of the dialog confirming a field's deletion; {name} is the field's question"
            values={{ name: fieldName(deleting) }}
          />
        )}
      </ConfirmDialog>
    </EditorContext>
  );
}

