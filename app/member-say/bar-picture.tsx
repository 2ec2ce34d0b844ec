// A bar drawn as the desktop app shows it: one row of large buttons with their icons and labels. A picture:
// a list of the buttons by name for assistive technology, nothing to press.
import { ButtonIcon } from "../shared/ui/ButtonIcon.tsx";
import type { Tile } from "./tiles.ts";

export function BarPicture({ tiles, label }: { tiles: readonly Tile[]; label: string }) {
  if (tiles.length === 0) return <p className="bar-picture__empty">This bar has no buttons yet.</p>;
  return (
    <ol className="bar-picture" aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.key} className="bar-picture__tile">
          <span className={`bar-picture__face colour--${tile.colour}`}>
            {tile.icon ? <ButtonIcon icon={tile.icon} size={32} /> : null}
            <span className="bar-picture__label">{tile.label}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
