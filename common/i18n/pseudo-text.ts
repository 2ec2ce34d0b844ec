// The pseudo-locale's words without ICU (common/i18n/pseudo.ts): accented, longer, in brackets. Kept apart from
// the ICU parser, so the button catalogue (which the editor's island bundles) can use it without carrying it.

/** Whether this process writes English as the pseudo-locale (read once: it is set at start). */
export const PSEUDO =
  typeof process !== "undefined" && typeof process.env === "object" && process.env.I18N_PSEUDO === "1";

const PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ACCENTED = [..."åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"];
const LOOK_ALIKE = new Map([...PLAIN].map((letter, i) => [letter, ACCENTED[i]!]));

/** Every ASCII letter of `text` as its accented look-alike; everything else as it is. */
export function accent(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => LOOK_ALIKE.get(letter)!);
}

// About 40 % more, inside brackets that show where a message starts and ends (a cut one loses its "⟧"). The
// padding breaks into short words, so a long sentence can still wrap as a long translation would.
const GROWTH = 0.4;
function padding(length: number): string {
  const fill = "·~".repeat(Math.ceil(length / 2)).slice(0, Math.max(0, length));
  return fill.replace(/(.{8})(?=.)/g, "$1 ");
}
export function brackets(length: number): [string, string] {
  return ["⟦", `${padding(Math.ceil(length * GROWTH) - 2)}⟧`];
}

/** A plain text (not ICU) in the pseudo-locale: accented, longer, in brackets. Empty stays empty. */
export function pseudoText(text: string): string {
  if (!text) return text;
  const [open, close] = brackets(text.length);
  return `${open}${accent(text)}${close}`;
}

/**
 * A text made by a template around values that must stay as they are (a brand's name in a sentence):
 * `template` is called with a marker per value (a private-use character around its index), and only the words around the markers change.
 */
export function pseudoTemplate<A extends string[]>(
  template: (...values: A) => string,
): (...values: A) => string {
  return (...values) => {
    const markers = values.map((_, i) => `\uE000${i}\uE000`) as A;
    const parts = template(...markers).split(/\uE000(\d+)\uE000/);
    const text = parts.map((part, i) => (i % 2 ? "" : part)).join("");
    const [open, close] = brackets(text.length);
    const body = parts.map((part, i) => (i % 2 ? values[Number(part)]! : accent(part))).join("");
    return `${open}${body}${close}`;
  };
}
