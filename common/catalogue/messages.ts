import type { Language } from "../../contract/language.ts";
import { translationOf } from "./translations/index.ts";

// Every text the rules produce. Quoted ones are the spec's exact words (§5, §8); the placeholder
// texts are ours (the spec only says a message exists for a missing link, app or field).
export const MESSAGES = {
  labelRequired: "Button label is required.",
  urlRequired: "Site link is required.",
  urlInvalid: "This isn't a valid url.",
  skypeIdRequired: "Skype ID of who to call needs to be entered",
  defaultAppRequired: "An App needs to be chosen",
  exeRequired: "The executable file is required.",
  appIdRequired: "Give the Windows Store app ID.",
  appIdInvalid:
    "A Windows Store app ID starts with appx:, for example appx:Microsoft.WindowsCalculator_8wekyb3d8bbwe!App",
  zoomUrlRequired: "Zoom meeting link has not been provided.",
  zoomUrlInvalid: "Zoom meeting link is not valid url.",
  zoomUrlNotZoom: "This url does not look like a zoom meeting link.",
  duplicate: "Duplicated action.",
  brokenLinkTitle: "Broken link",
  brokenLink: "This link does not appear to work.",
  notWebsite: "Link is not a website address",
  notValid: "Link does not look valid",
  placeholderLink: "Choose the web page this button opens.",
  placeholderApp: "Choose the app this button opens.",
  placeholderField: "Fill in what this button needs.",
  stillHasProblems: "This button still has some problems.",
  itemHasProblem: "This item has a problem.",
  buttonHasIssue: "This button has an issue. Click for more information",
} as const;

type CatalogueMessages = Readonly<Record<keyof typeof MESSAGES, string>>;

/** `MESSAGES` in `language` (translations/); English is `MESSAGES` itself. */
export function catalogueMessages(language: Language): CatalogueMessages {
  return translationOf(language)?.messages ?? MESSAGES;
}

/** Shown when a catalogue search finds nothing (the spec's text, with "were" for its "where"). */
export function noResultsMessage(query: string, language: Language = "en"): string {
  const words = translationOf(language);
  return words
    ? words.noResults(query.trim())
    : `No buttons were found while searching for '${query.trim()}'`;
}
