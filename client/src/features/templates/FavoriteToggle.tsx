import { useIntl } from "react-intl";
import { useToasts } from "../../components/Toasts.tsx";
import { useSetTemplateFavoriteMutation } from "./mutations/useSetTemplateFavoriteMutation.ts";

interface FavoriteToggleProps {
  templateId: string;
  isFavorite: boolean;
  /** The template's title, for the accessible name. */
  title: string;
  large?: boolean;
}

/** A heart toggle (aria-pressed); fills at once and rolls back with a toast when the server refuses. */
export function FavoriteToggle({ templateId, isFavorite, title, large = false }: FavoriteToggleProps) {
  const intl = useIntl();
  const toasts = useToasts();
  const [setFavorite] = useSetTemplateFavoriteMutation();

  const toggle = async () => {
    const failed = () =>
      toasts.error(
        intl.formatMessage({
          id: "templates.favoriteToggle.failed",
          defaultMessage: "Your favorites could not be updated. Please try again.",
          description: "Error toast when marking or unmarking a favorite template failed (the heart went back)",
        }),
      );
    try {
      const { setTemplateFavorite: payload } = await setFavorite(templateId, !isFavorite);
      if (payload.__typename !== "TemplateSuccess") failed();
    } catch {
      failed();
    }
  };

  return (
    <button
      type="button"
      className={large ? "favorite-toggle favorite-toggle-large" : "favorite-toggle"}
      aria-pressed={isFavorite}
      aria-label={intl.formatMessage(
        { id: "templates.favoriteToggle.label", defaultMessage: "Favorite: {title}", description: "Accessible name of the heart that marks a template as a favorite" },
        { title },
      )}
      title={
        isFavorite
          ? intl.formatMessage({ id: "templates.favoriteToggle.remove", defaultMessage: "Remove from favorites", description: "Tooltip of the heart of a favorite template" })
          : intl.formatMessage({ id: "templates.favoriteToggle.add", defaultMessage: "Add to favorites", description: "Tooltip of the heart of a template that is not a favorite" })
      }
      onClick={(event) => {
        // The heart sits on a card that is a link.
        event.preventDefault();
        event.stopPropagation();
        void toggle();
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 20.3 4.7 13.2a4.6 4.6 0 0 1 6.5-6.5l.8.8.8-.8a4.6 4.6 0 0 1 6.5 6.5Z" />
      </svg>
    </button>
  );
}
