// The catalogue of buttons (spec S2 §2, §9): search or the groups, each button with "Add to bar". Without
// JavaScript the search is a GET form and "Add to bar" a post; with the island the search filters as you type,
// adding happens at once, and on a wide screen each entry can also be dragged onto the bar.
import { useDraggable } from "@dnd-kit/core";
import type { CSSProperties, FormEvent, MouseEvent, ReactNode } from "react";
import {
  groupButtons,
  groupsIn,
  noResultsMessage,
  searchCatalogue,
  type CatalogueButton,
  type IconRef,
} from "../../../common/catalogue/index.ts";
import { ButtonIcon } from "../../shared/ui/ButtonIcon.tsx";
import { editorPath } from "../../../common/editor-paths.ts";
import { NEW_PREFIX } from "./drag-steps.ts";
import { useCatalogueLanguage, useSay } from "./words.ts";

export interface CatalogueEntry {
  key: string;
  name: string;
  description: string;
  icon: IconRef;
}

export function catalogueEntry(button: CatalogueButton): CatalogueEntry {
  return {
    key: button.key,
    name: button.catalogLabel ?? button.label,
    description: button.description,
    icon: button.icon,
  };
}

function Entry({ e, children }: { e: CatalogueEntry; children?: ReactNode }) {
  const t = useSay();
  return (
    <>
      <ButtonIcon icon={e.icon} />
      <span className="catalogue-entry__text">
        <strong>{e.name}</strong>
        <span className="catalogue-entry__description">{e.description}</span>
      </span>
      {children}
      <button type="submit" name="key" value={e.key} className="button button--secondary">
        {t("island.catalogue.addToBar")}
        <span className="visually-hidden"> {e.name}</span>
      </button>
    </>
  );
}

/** On a wide screen with the island running: the entry follows the pointer (or the arrow keys) to the bar. */
function DraggableEntry({ e }: { e: CatalogueEntry }) {
  const t = useSay();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: `${NEW_PREFIX}${e.key}`,
  });
  const style: CSSProperties | undefined = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` }
    : undefined;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`catalogue-entry${isDragging ? " catalogue-entry--dragging" : ""}`}
    >
      <Entry e={e}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="button button--secondary catalogue-entry__drag"
          {...attributes}
          {...listeners}
          aria-roledescription={t("island.catalogue.draggable")}
        >
          {t("island.catalogue.drag")}
          <span className="visually-hidden"> {t("island.catalogue.dragWhere", { name: e.name })}</span>
        </button>
      </Entry>
    </li>
  );
}

export function Catalogue({
  barId,
  memberId,
  formAction,
  q,
  enhanced,
  draggable,
  onQuery,
  onAdd,
  onClose,
}: {
  barId: string;
  memberId: string | null;
  formAction: string;
  q: string;
  enhanced: boolean;
  draggable: boolean;
  onQuery: (q: string) => void;
  onAdd: (key: string) => void;
  onClose: (event: MouseEvent) => void;
}) {
  const t = useSay();
  // The buttons, groups and search in the reader's language (found by their words and by English ones).
  const language = useCatalogueLanguage();
  const query = q.trim();
  const results = query ? searchCatalogue(q, language).map((r) => catalogueEntry(r.button)) : null;
  const list = (entries: CatalogueEntry[]) => (
    <ul className="catalogue-list">
      {entries.map((e) =>
        draggable ? (
          <DraggableEntry key={e.key} e={e} />
        ) : (
          <li key={e.key} className="catalogue-entry">
            <Entry e={e} />
          </li>
        ),
      )}
    </ul>
  );
  const onAddSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!enhanced) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.name === "key") onAdd(submitter.value);
  };
  return (
    // A column that scrolls by itself on a wide screen (editor-layout.css): focusable so a keyboard can scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take keyboard focus
    <section aria-labelledby="catalogue-title" id="catalogue" className="catalogue" tabIndex={0}>
      <h2 id="catalogue-title" className="heading-m" tabIndex={-1}>
        {t("island.catalogue.title")}
      </h2>
      <form
        method="get"
        action={editorPath({ barId })}
        role="search"
        className="catalogue-search"
        onSubmit={(event) => {
          if (enhanced) event.preventDefault();
        }}
      >
        <input type="hidden" name="barId" value={barId} />
        {memberId ? <input type="hidden" name="memberId" value={memberId} /> : null}
        <input type="hidden" name="continue" value="1" />
        <input type="hidden" name="catalogView" value="1" />
        <label htmlFor="catalogue-q" className="field__label">
          {t("island.catalogue.search")}
        </label>
        <input
          id="catalogue-q"
          name="q"
          type="search"
          className="input"
          defaultValue={q}
          maxLength={100}
          onChange={(event) => onQuery(event.currentTarget.value)}
        />
        <button type="submit" className="button button--secondary">
          {t("island.catalogue.searchButton")}
        </button>
      </form>
      <p>
        <a href={editorPath({ barId, memberId, continue: true })} onClick={onClose}>
          {t("island.catalogue.close")}
        </a>
      </p>
      <form method="post" action={formAction} onSubmit={onAddSubmit}>
        <input type="hidden" name="intent" value="add" />
        {results ? (
          <section aria-labelledby="results-title">
            <h3 id="results-title">{t("island.catalogue.found")}</h3>
            {results.length === 0 ? (
              <p role="status">{noResultsMessage(q, language)}</p>
            ) : (
              <>
                <p role="status">{t("island.catalogue.foundCount", { count: results.length, query })}</p>
                {list(results)}
              </>
            )}
          </section>
        ) : (
          groupsIn(language)
            .filter((group) => group.visible)
            .map((group) => {
              const { primary, more } = groupButtons(group.id, language);
              return (
                <section key={group.id} aria-labelledby={`group-${group.id}`}>
                  <h3 id={`group-${group.id}`}>{group.title}</h3>
                  {list(primary.map(catalogueEntry))}
                  {more.length > 0 ? (
                    <details>
                      <summary>{t("island.catalogue.other", { group: group.title.toLowerCase() })}</summary>
                      {list(more.map(catalogueEntry))}
                    </details>
                  ) : null}
                </section>
              );
            })
        )}
      </form>
    </section>
  );
}
