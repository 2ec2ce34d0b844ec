import { iconHref } from "../../../common/catalogue/icons.ts";
import type { IconRef } from "../../../common/catalogue/types.ts";

/**
 * A button's icon, drawn in the surrounding text colour from the shared SVG file in /icons.
 * Decorative: the button's label names it, so the icon is hidden from assistive technology.
 */
export function ButtonIcon({
  icon,
  size = 24,
  className,
}: {
  icon: IconRef;
  size?: number;
  className?: string;
}) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} className={className}>
      <use href={iconHref(icon)} />
    </svg>
  );
}
