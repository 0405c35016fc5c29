import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { LOCALES, type Locale } from "../../../../shared/locales.ts";
import { CONSENT_COOKIE, parseConsent, readCookie } from "../../consent/consent.ts";
import { LANGUAGE_NAMES } from "../../i18n/locales.ts";
import { changeLanguage } from "./changeLanguage.ts";
import "./languageSelector.css";

function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

interface LanguageSelectorProps {
  /** Where the list opens: below (header) or above (footer). */
  placement?: "below" | "above";
}

/**
 * The searchable language selector of the header and footer (SPEC.md §2): a button naming the
 * current language opens a search box over the 33 languages (native and English names); arrow
 * keys move, Enter chooses, Escape closes.
 */
export function LanguageSelector({ placement = "below" }: LanguageSelectorProps) {
  const intl = useIntl();
  const current = intl.locale as Locale;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  const matches = useMemo(() => {
    const words = fold(query.trim());
    return LOCALES.filter((locale) => {
      const { native, english } = LANGUAGE_NAMES[locale];
      return !words || fold(`${native} ${english} ${locale}`).includes(words);
    });
  }, [query]);

  useEffect(() => {
    if (!open) return;
    setQuery("");
    setActive(Math.max(0, LOCALES.indexOf(current)));
    inputRef.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open, current]);

  useEffect(() => setActive(0), [query]);

  const choose = (locale: Locale) => {
    setOpen(false);
    if (locale === current) return;
    changeLanguage(locale, { functionalConsent: parseConsent(readCookie(document.cookie, CONSENT_COOKIE)).functional });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((index) => Math.min(matches.length - 1, index + 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => Math.max(0, index - 1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const locale = matches[active];
      if (locale) choose(locale);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const optionId = (locale: string) => `${listId}-${locale}`;
  return (
    <div className={`language-selector language-selector-${placement}`} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="language-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={intl.formatMessage(
          { id: "i18n.languageSelector.label", defaultMessage: "Language: {language}", description: "Accessible name of the language selector button; {language} is the current language's own name" },
          { language: LANGUAGE_NAMES[current].native },
        )}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} aria-hidden="true">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
        </svg>
        <span>{LANGUAGE_NAMES[current].native}</span>
        <span className="chevron" aria-hidden="true" />
      </button>
      {open && (
        <div
          className="language-panel"
          role="dialog"
          aria-label={intl.formatMessage({ id: "i18n.languageSelector.dialog", defaultMessage: "Choose your language", description: "Accessible name of the language selector's popup" })}
        >
          <input
            ref={inputRef}
            type="search"
            className="input language-search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-activedescendant={matches[active] ? optionId(matches[active]) : undefined}
            aria-label={intl.formatMessage({ id: "i18n.languageSelector.search", defaultMessage: "Search languages", description: "Accessible name of the language search box" })}
            placeholder={intl.formatMessage({ id: "i18n.languageSelector.placeholder", defaultMessage: "Search languages", description: "Placeholder of the language search box" })}
          />
          <ul id={listId} className="language-list" role="listbox">
            {matches.map((locale, index) => (
              <li
                key={locale}
                id={optionId(locale)}
                role="option"
                lang={locale}
                aria-selected={locale === current}
                className={["language-option", index === active && "active"].filter(Boolean).join(" ")}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(locale)}
              >
                <span>{LANGUAGE_NAMES[locale].native}</span>
                {LANGUAGE_NAMES[locale].english !== LANGUAGE_NAMES[locale].native && <span className="language-english">{LANGUAGE_NAMES[locale].english}</span>}
              </li>
            ))}
            {matches.length === 0 && (
              <li className="language-none" role="presentation">
                <FormattedMessage id="i18n.languageSelector.none" defaultMessage="No language matches." description="Shown when the language search finds nothing" />
              </li>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
