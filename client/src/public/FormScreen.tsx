import { useCallback, useMemo, useState } from "react";
import { FormFieldsView } from "../fields/FormFieldsView.tsx";
import type { TUploadFile } from "../fields/fieldInputProps.ts";
import { useFieldMessages } from "../fields/useFieldMessages.ts";
import { useFormAnswers } from "../fields/useFormAnswers.ts";
import { formBackground } from "./formLook.ts";
import { buildSubmissionBody, createSubmitKeys, submitAnswers, type TPublicForm, type TSubmitResult } from "./publicApi.ts";
import { failureMessages } from "./publicMessages.ts";
import { ThankYou } from "./ThankYou.tsx";

export type TSubmitOutcome = Extract<TSubmitResult, { kind: "wrongPassword" | "closed" | "notFound" }>;

interface FormScreenProps {
  form: TPublicForm;
  /** The password that opened a locked form, sent with the answers. */
  password: string | null;
  /** The server refused the answers for good (closed, gone, password changed): the page changes. */
  onLeave: (outcome: TSubmitOutcome) => void;
}

/** The form itself: answers, uploads, submit, the server's errors and the thank-you state. */
export function FormScreen({ form, password, onLeave }: FormScreenProps) {
  const { format } = useFieldMessages();
  const { values, onChange, reset } = useFormAnswers(form.fields);
  const [errors, setErrors] = useState<Record<string, string> | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // A new key remounts the view after "Submit another response": its own error state starts over.
  const [round, setRound] = useState(0);
  // Every submit carries an Idempotency-Key; retries of the same answer reuse it.
  const [submitKeys] = useState(createSubmitKeys);

  const onUpload = useCallback<TUploadFile>(
    (file, category, options) =>
      import("./uploadAnswerFile.ts").then(({ uploadAnswerFile }) => uploadAnswerFile(form.qrId, file, category, options, password)),
    [form.qrId, password],
  );
  const background = useMemo(() => formBackground(form), [form]);

  const submit = async () => {
    if (submitting) return;
    setSubmitting(true);
    setFailure(null);
    const body = buildSubmissionBody(form.fields, values, password);
    const result = await submitAnswers(form.qrId, body, submitKeys.keyFor(JSON.stringify(body)));
    setSubmitting(false);
    switch (result.kind) {
      case "sent":
        submitKeys.done();
        setErrors(undefined);
        setSent(true);
        window.scrollTo({ top: 0 });
        return;
      case "invalid":
        if (Object.keys(result.errors).length > 0) setErrors(result.errors);
        else setFailure(result.message || format(failureMessages.submit));
        return;
      case "failed":
        setFailure(result.message || format(failureMessages.submit));
        return;
      case "tooMany":
        setFailure(format(failureMessages.tooMany));
        return;
      default:
        onLeave(result);
    }
  };

  const again = () => {
    reset();
    setErrors(undefined);
    setFailure(null);
    setSent(false);
    setRound((count) => count + 1);
    window.scrollTo({ top: 0 });
  };

  if (sent) return <ThankYou form={form} onAgain={again} />;

  return (
    <>
      <FormFieldsView
        key={round}
        title={form.title}
        shortText={form.shortText}
        fields={form.fields}
        appearance={form.appearance ?? undefined}
        background={background}
        logoUrl={form.logo?.fileUrl ?? null}
        values={values}
        onChange={onChange}
        errors={errors}
        onSubmit={() => void submit()}
        submitting={submitting}
        onUpload={onUpload}
      />
      {failure && (
        <div className="pf-toast" role="alert">
          <p>{failure}</p>
          <button type="button" className="pf-toast-close" onClick={() => setFailure(null)} aria-label={format(failureMessages.dismiss)}>
            <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
      )}
    </>
  );
}
