// "Buttons on this bar": the ordered list, each row with its face, its problems and its controls. Without
// JavaScript each control is a form post; with the island the same forms change the bar in place.
import type { FormEvent, MouseEvent } from "react";
import {
  buttonOf,
  catalogueMessages,
  colourOf,
  systemNote,
  validateBar,
  type BarItem,
  type MemberComputer,
  type Problem,
} from "../../../common/catalogue/index.ts";
import { ButtonIcon } from "../../shared/ui/ButtonIcon.tsx";
import { editorPagePath, rowId } from "../../../common/editor-paths.ts";
import { LinkMarkNote, type LinkMarkWords } from "../../link-health/link-mark.tsx";
import { linkHealthKey, type LinkMark } from "../../../common/link-health-key.ts";
import { BaseRows, type BaseRowsProps } from "./base-rows.tsx";
import { useCatalogueLanguage, useSay } from "./words.ts";

/** A row's control: a form button (the no-JS post) whose intent the island reads in place. */
function RowButton({
  intent,
  text,
  label,
  focused,
  warning = false,
}: {
  intent: string;
  text: string;
  /** The button's label, said after the text ("Move up Gmail"). */
  label: string;
  focused: boolean;
  warning?: boolean;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      data-control={intent}
      className={`button ${warning ? "button--warning" : "button--secondary"}`}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- a change made without scripts returns focus to its control
      autoFocus={focused}
    >
      {text}
      <span className="visually-hidden"> {label}</span>
    </button>
  );
}

export interface RowProps {
  item: BarItem;
  index: number;
  count: number;
  barId: string;
  memberId: string | null;
  formAction: string;
  problems: Problem[];
  /** Link health's verdicts by address (linkHealthKey). */
  marks?: Record<string, LinkMark>;
  /** The marks' words in the page's language. */
  markWords: LinkMarkWords;
  /** The bar's person and their computer's system, for the note on buttons not every system runs. */
  computer: MemberComputer | null;
  /** The control the server asks to focus on this row (after a no-JS change), if any. */
  focusedControl: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>, index: number) => void;
  onEdit: (item: BarItem, event: MouseEvent) => void;
}

function Row({
  item,
  index,
  count,
  barId,
  memberId,
  formAction,
  problems,
  marks,
  markWords,
  computer,
  focusedControl,
  onSubmit,
  onEdit,
}: RowProps) {
  const language = useCatalogueLanguage();
  const mark = marks?.[linkHealthKey(item.configuration.url)?.url ?? ""];
  const note = systemNote(item.kind, item.configuration, computer, language);
  const position = index + 1;
  const editHref = editorPagePath("button", { barId, memberId, itemId: item.id });
  const errors = problems.filter((p) => p.level === "error");
  const warnings = problems.filter((p) => p.level === "warn");
  const label = item.configuration.label;
  const icon = buttonOf(item)?.icon;
  const focused = (control: string) => focusedControl === control;
  const t = useSay();
  const shown = label || t("island.noText");
  return (
    <li id={rowId(item.id)} className="bar-item">
      <div className={`bar-item__face colour--${colourOf(item)}`}>
        {icon ? <ButtonIcon icon={icon} /> : null}
        <span>{shown}</span>
      </div>
      <p className="bar-item__meta">
        {t("island.row.meta", { position, count, colour: t(`island.colour.${colourOf(item)}`) })}
      </p>
      {errors.length > 0 ? (
        <div className="bar-item__problem">
          <p>
            <strong>{t("island.row.problem")}</strong>{" "}
            <a href={editHref} data-control="fix" onClick={(event) => onEdit(item, event)}>
              {catalogueMessages(language).buttonHasIssue}
              <span className="visually-hidden"> {t("island.row.problemAbout", { label: shown })}</span>
            </a>
          </p>
          <ul>
            {errors.map((p) => (
              <li key={p.message}>{p.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {warnings.map((p) => (
        <p key={p.message} className="bar-item__warning">
          <strong>{t("island.row.warning")}</strong> {p.message}
        </p>
      ))}
      {mark ? <LinkMarkNote mark={mark} words={markWords} /> : null}
      {note ? (
        <p className={note.mismatch ? "bar-item__warning" : "bar-item__meta"}>
          <strong>{t(note.mismatch ? "island.row.warning" : "island.row.note")}</strong> {note.text}
        </p>
      ) : null}
      <form
        method="post"
        action={formAction}
        className="bar-item__actions"
        onSubmit={(event) => onSubmit(event, index)}
      >
        <input type="hidden" name="item" value={item.id} />
        {index > 0 ? (
          <RowButton intent="up" text={t("island.row.moveUp")} label={label} focused={focused("up")} />
        ) : null}
        {index < count - 1 ? (
          <RowButton intent="down" text={t("island.row.moveDown")} label={label} focused={focused("down")} />
        ) : null}
        {count > 1 ? (
          <span className="bar-item__position">
            <label htmlFor={`position-${item.id}`}>
              {t("island.row.position")}
              <span className="visually-hidden"> {t("island.row.positionOf", { label })}</span>
            </label>
            <select
              key={`${position}-${count}`}
              id={`position-${item.id}`}
              name="position"
              defaultValue={String(position)}
            >
              {Array.from({ length: count }, (_, i) => (
                <option key={i} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </select>
            <RowButton intent="to" text={t("island.row.move")} label={label} focused={focused("to")} />
          </span>
        ) : null}
        <a
          href={editHref}
          data-control="edit"
          className="button button--secondary"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a change made without scripts returns focus to its control
          autoFocus={focused("edit")}
          onClick={(event) => onEdit(item, event)}
        >
          {t("island.row.edit")}
          <span className="visually-hidden"> {label}</span>
        </a>
        <RowButton
          intent="remove"
          text={t("island.row.remove")}
          label={label}
          focused={focused("remove")}
          warning
        />
      </form>
    </li>
  );
}

/** The control to focus on the row `id` after a no-JS change: the one asked for if the row has it, else its first. */
function focusedControl(index: number, count: number, wanted: string | null): string {
  const controls = [
    ...(index > 0 ? ["up"] : []),
    ...(index < count - 1 ? ["down"] : []),
    "to",
    "edit",
    "remove",
  ];
  return wanted && controls.includes(wanted) ? wanted : controls[0]!;
}

export function BarList({
  items,
  focus,
  control,
  focusList,
  base,
  ...rest
}: {
  items: BarItem[];
  base?: BaseRowsProps | null;
  /** The row and control to focus after a no-JS change; focusList: the heading instead. */
  focus: string | null;
  control: string | null;
  focusList: boolean;
} & Pick<
  RowProps,
  "barId" | "memberId" | "formAction" | "onSubmit" | "onEdit" | "marks" | "markWords" | "computer"
>) {
  const count = items.length;
  const language = useCatalogueLanguage();
  const problems = validateBar(items, { language });
  const t = useSay();
  return (
    <section aria-labelledby="buttons-title">
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a change made without scripts returns focus to the list */}
      <h2 id="buttons-title" className="heading-m" tabIndex={-1} autoFocus={focusList}>
        {t("island.list.title", { count })}
      </h2>
      {count === 0 ? <p>{t("island.list.empty")}</p> : null}
      {base?.position === "first" ? <BaseRows base={base} /> : null}
      <ol className="bar-list">
        {items.map((item, index) => (
          <Row
            key={item.id}
            item={item}
            index={index}
            count={count}
            problems={problems[index] ?? []}
            focusedControl={focus === item.id ? focusedControl(index, count, control) : null}
            {...rest}
          />
        ))}
      </ol>
      {base?.position === "last" ? <BaseRows base={base} /> : null}
    </section>
  );
}
