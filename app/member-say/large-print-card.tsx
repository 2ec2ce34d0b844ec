// The large-print card of a bar (the member's say): each button's icon, label and one plain sentence of what
// it does, in the bar's upright order (top to bottom, as the app stands on the screen), with the helpers' names
// and how to reach them. Printed by the browser; no PDF is made on the server (docs/decisions/021). Its print
// sizes follow RNIB's "See it right" clear print guidance for large print (docs/decisions/041).
import { ButtonIcon } from "../shared/ui/ButtonIcon.tsx";
import type { Tile } from "./tiles.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { memberSayMessages } from "./messages/index.ts";

export interface CardData {
  barName: string;
  /** Whose card it is ("Pat Lee"), or null for the member's own ("Your"). */
  forName: string | null;
  tiles: Tile[];
  helpers: { name: string; email: string }[];
}

export function LargePrintCard({ card }: { card: CardData }) {
  const t = useMessages(memberSayMessages);
  const names = card.helpers.reduce((all, h) => (all ? t("and", { a: all, b: h.name }) : h.name), "");
  return (
    <article className="print-card" aria-labelledby="print-card-title">
      <h2 id="print-card-title" className="print-card__title">
        {card.forName
          ? t("card.titleFor", { name: card.forName, barName: card.barName })
          : t("card.titleOwn", { barName: card.barName })}
      </h2>
      <p className="print-card__intro">{card.tiles.length === 0 ? t("card.empty") : t("card.intro")}</p>
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
            <strong>{t("card.madeBy", { names })}</strong>
          </p>
          <p>
            {t("card.reach", { count: card.helpers.length })}{" "}
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
  const t = useMessages(memberSayMessages);
  return (
    <div className="no-print">
      <p>
        <a href={back.href}>{back.label}</a>
      </p>
      <p>{t("card.print")}</p>
    </div>
  );
}
