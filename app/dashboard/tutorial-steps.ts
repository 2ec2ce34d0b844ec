// The getting-started tutorial (spec S2 §2, §3, §7, §9): 6 steps, the step clamped between 1 and 6, Done
// only on the last one. Each step is its own address (?step=N), so it works without JavaScript. Images
// come from /tutorials/{tutorialId}/tutorialStd{step}.svg.
import { BAR_NAME, PRODUCT_NAME } from "../../contract/product.ts";

export const TUTORIAL_ID = "getting-started";
export const TUTORIAL_PATH = "/dashboard/tutorial";

export interface TutorialStep {
  title: string;
  text: string;
  /** What the image shows, for people who cannot see it. */
  alt: string;
}

export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    title: "Add the people you support",
    text: `On the dashboard, choose "Add a person" and type their name. ${PRODUCT_NAME} makes a ${BAR_NAME} for them at once.`,
    alt: "The dashboard with the Add a person link next to the list of members.",
  },
  {
    title: "Choose their buttons",
    text: `Open the person's ${BAR_NAME} and add buttons from the catalogue: websites, programs, video calls and settings such as text size.`,
    alt: "A bar with three large buttons and the catalogue of buttons beside it.",
  },
  {
    title: "Put the buttons in order",
    text: "Move each button up or down until the most used ones come first. Give every button a short, clear label.",
    alt: "A list of buttons, each with Move up and Move down controls.",
  },
  {
    title: "Save the bar",
    text: "Save when you are done. Every save is kept, so you can go back to an earlier version later.",
    alt: "The Save button under the bar, and a banner saying the bar was saved.",
  },
  {
    title: "Invite the person",
    text: `Open the person's settings and choose Invite. They get an email with a link to accept and to install ${PRODUCT_NAME}.`,
    alt: "The member settings page with the Invite link and the state 'not invited'.",
  },
  {
    title: "Keep their bar up to date",
    text: `When something changes, edit the bar here. The ${PRODUCT_NAME} app on their computer picks up the new buttons by itself.`,
    alt: "A computer screen with the bar at its edge, showing the new buttons.",
  },
];

export const TUTORIAL_STEP_COUNT = TUTORIAL_STEPS.length;

/** `?step=`: a whole number clamped between 1 and 6; anything unreadable is step 1. */
export function clampStep(value: string | null | undefined): number {
  const n = Number.parseInt(value ?? "", 10);
  if (!Number.isFinite(n)) return 1;
  return Math.min(Math.max(n, 1), TUTORIAL_STEP_COUNT);
}

export function tutorialStepPath(step: number): string {
  return `${TUTORIAL_PATH}?step=${clampStep(String(step))}`;
}

export function tutorialImage(step: number): string {
  return `/tutorials/${TUTORIAL_ID}/tutorialStd${clampStep(String(step))}.svg`;
}
