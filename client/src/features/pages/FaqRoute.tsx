import { useId, useState } from "react";
import { useIntl, type MessageDescriptor } from "react-intl";
import { PageTitle } from "../../components/PageTitle.tsx";
import type { TFaqPage } from "../content/contentTypes.ts";
import "../content/content.css";
import "./pages.css";

const rich = { b: (chunks: React.ReactNode[]) => <strong>{chunks}</strong> };

function Question({ question, answer }: { question: MessageDescriptor; answer: MessageDescriptor }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="faq-item">
      <h3 className="faq-question">
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
          <span>{intl.formatMessage(question)}</span>
          <span className="faq-icon" aria-hidden="true" />
        </button>
      </h3>
      <div id={id} className="faq-answer" hidden={!open}>
        <p>{intl.formatMessage(answer, rich)}</p>
      </div>
    </div>
  );
}

/** /faq: questions grouped by topic, each opening on click (an accordion). */
export function FaqRoute({ faq }: { faq: TFaqPage }) {
  const intl = useIntl();
  const title = intl.formatMessage(faq.title);
  return (
    <div className="content-page container">
      <PageTitle title={title} />
      <header className="content-header">
        <h1>{title}</h1>
        {faq.intro && <p className="lead">{intl.formatMessage(faq.intro)}</p>}
      </header>
      {faq.groups.map((group) => (
        <section key={group.heading.id} className="faq-group">
          <h2>{intl.formatMessage(group.heading)}</h2>
          {group.items.map((item) => (
            <Question key={item.question.id} question={item.question} answer={item.answer} />
          ))}
        </section>
      ))}
    </div>
  );
}
