import type { ColourName } from "./types.ts";

export interface ButtonColour {
  name: ColourName;
  /** Background of the button. */
  hex: string;
  /** Text and icon colour on that background (white on all six: each gives at least 4.5:1). */
  foreground: string;
}

/** The six button colours (spec S2 §3); every catalogue button starts blue. */
export const BUTTON_COLOURS: readonly ButtonColour[] = [
  { name: "teal", hex: "#006770", foreground: "#ffffff" },
  { name: "blue", hex: "#002957", foreground: "#ffffff" },
  { name: "purple", hex: "#662261", foreground: "#ffffff" },
  { name: "red", hex: "#8c191b", foreground: "#ffffff" },
  { name: "green", hex: "#46622d", foreground: "#ffffff" },
  { name: "orange", hex: "#a33e1f", foreground: "#ffffff" },
];

export const DEFAULT_COLOUR: ColourName = "blue";

export function colourByName(name: ColourName): ButtonColour {
  const colour = BUTTON_COLOURS.find((c) => c.name === name);
  if (!colour) throw new Error(`Unknown colour ${name}`);
  return colour;
}

/** Finds a colour by hex (any case) or by name; undefined for anything else. */
export function findColour(value: string): ButtonColour | undefined {
  const v = value.trim().toLowerCase();
  return BUTTON_COLOURS.find((c) => c.hex === v || c.name === v);
}

function channel(hex: string, offset: number): number {
  const c = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG contrast ratio between two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
