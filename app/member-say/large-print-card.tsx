// The large-print card of a bar (the member's say): each button's icon, label and one plain sentence of what
// it does, in the bar's upright order (top to bottom, as the app stands on the screen), with the helpers' names
// and how to reach them. Printed by the browser; no PDF is made on the server (docs/decisions/021). Its print
// sizes follow RNIB's "See it right" clear print guidance for large print (docs/decisions/041).
import { ButtonIcon } from "../shared/ui/ButtonIcon.tsx";
import { PRODUCT_NAME } from "../../contract/product.ts";
import type { Tile } from "./tiles.ts";

export interface CardData {
  barName: string;
  /** Whose card it is ("Pat Lee"), or null for the member's own ("Your"). */
  forName: string | null;
  tiles: Tile[];
  helpers: { name: string; email: string }[];
}

export function LargePrintCard({ card }: { card: CardData }) {
  return (
    <article className="print-card" aria-labelledby="print-card-title">
      <h2 id="print-card-title" className="print-card__title">
        {card.forName ? `${card.forName}'s bar: ${card.barName}` : `Your bar: ${card.barName}`}
      </h2>
      <p className="print-card__intro">
        {card.tiles.length === 0
          ? "This bar has no buttons yet."
          : `The buttons in the ${PRODUCT_NAME} app, from top to bottom:`}
      </p>
      <ol className="print-card__list">
        {card.tiles.map((tile) => (
          <li key={tile.key} className="print-card__item">
            <span className={`print-card__icon colour--${tile.colour}`}>
              {tile.icon ? <ButtonIcon icon={tile.icon} size={48} /> : null}
            </span>
            <span className="print-card__text">
              <strong className="print-card__label">{tile.label}</strong>
              <span className="print-card__sentence">{tile.sentence}</span>
            </span>
          </li>
        ))}
      </ol>
      {card.helpers.length > 0 ? (
        <div className="print-card__helpers">
          <p>
            <strong>Made for you by {card.helpers.map((h) => h.name).join(" and ")}.</strong>
          </p>
          <p>
            To reach {card.helpers.length === 1 ? "them" : "one of them"}:{" "}
            {card.helpers.map((h, i) => (
              <span key={h.email}>
                {i > 0 ? ", " : ""}
                {h.name === h.email ? h.email : `${h.name}, ${h.email}`}
              </span>
            ))}
          </p>
        </div>
      ) : null}
    </article>
  );
}

/** What the page says about printing (not printed itself). */
export function PrintHint({ back }: { back: { href: string; label: string } }) {
  return (
    <div className="no-print">
      <p>
        <a href={back.href}>{back.label}</a>
      </p>
      <p>
        To print this card, use your browser&apos;s Print command (Ctrl+P, or Command+P on a Mac). It fits on
        A4 or Letter paper in large print; a bar with many buttons goes on over more than one page, and each
        page says so. To keep it as a file, choose &quot;Save as PDF&quot; as the printer.
      </p>
    </div>
  );
}
