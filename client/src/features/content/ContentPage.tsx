import type { ReactNode } from "react";
import { FormattedDate, FormattedMessage, useIntl, type MessageDescriptor } from "react-intl";
import { PageTitle } from "../../components/PageTitle.tsx";
import type { TContentBlock, TContentPage } from "./contentTypes.ts";
import "./content.css";

const rich = { b: (chunks: ReactNode[]) => <strong>{chunks}</strong> };

function Text({ message }: { message: MessageDescriptor }) {
  const intl = useIntl();
  return <>{intl.formatMessage(message, rich)}</>;
}

function Block({ block }: { block: TContentBlock }) {
  const intl = useIntl();
  switch (block.kind) {
    case "p":
      return (
        <p>
          <Text message={block.text} />
        </p>
      );
    case "list":
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item.id}>
              <Text message={item} />
            </li>
          ))}
        </ul>
      );
    case "image":
      return (
        <figure className="content-figure">
          <img src={block.src} alt={intl.formatMessage(block.alt)} loading="lazy" />
          {block.caption && (
            <figcaption>
              <Text message={block.caption} />
            </figcaption>
          )}
        </figure>
      );
    case "table":
      return (
        <div className="content-table-wrap">
          <table className="content-table">
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell.id} scope="col">
                    <Text message={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex}>{"literal" in cell ? <code>{cell.literal}</code> : <Text message={cell} />}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

interface ContentPageProps {
  page: TContentPage;
  /** Legal pages list their sections first, linked to their anchors. */
  withContents?: boolean;
  /** Shown above the title (e.g. a link back to the blog). */
  eyebrow?: ReactNode;
}

/** A long-form page (legal pages, about, the guide, blog articles) from its data. */
export function ContentPage({ page, withContents = false, eyebrow }: ContentPageProps) {
  const intl = useIntl();
  const title = intl.formatMessage(page.title);
  const anchorOf = (index: number) => page.sections[index]?.anchor ?? `section-${index + 1}`;
  return (
    <article className="content-page container">
      <PageTitle title={title} />
      <header className="content-header">
        {eyebrow}
        <h1>{title}</h1>
        {page.updated && (
          <p className="content-updated">
            <FormattedMessage
              id="content.contentPage.updated"
              defaultMessage="Last updated {date}"
              description="Date line under a legal page's or article's title"
              values={{ date: <FormattedDate value={new Date(`${page.updated}T00:00:00Z`)} dateStyle="long" timeZone="UTC" /> }}
            />
          </p>
        )}
        {page.intro && (
          <p className="lead">
            <Text message={page.intro} />
          </p>
        )}
      </header>
      {withContents && page.sections.length > 2 && (
        <nav className="content-toc" aria-label={intl.formatMessage({ id: "content.contentPage.contents", defaultMessage: "Contents", description: "Heading of a legal page's list of sections" })}>
          <h2>
            <FormattedMessage id="content.contentPage.contents" defaultMessage="Contents" description="Heading of a legal page's list of sections" />
          </h2>
          <ol>
            {page.sections.map((section, index) => (
              <li key={section.heading.id}>
                <a href={`#${anchorOf(index)}`}>
                  <Text message={section.heading} />
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {page.sections.map((section, index) => (
        <section key={section.heading.id} className="content-section" aria-labelledby={anchorOf(index)}>
          <h2 id={anchorOf(index)}>
            <Text message={section.heading} />
          </h2>
          {section.blocks.map((block, blockIndex) => (
            <Block key={blockIndex} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}
