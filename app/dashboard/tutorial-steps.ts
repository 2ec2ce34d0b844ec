// The getting-started tutorial (spec S2 §2, §3, §7, §9): 6 steps, the step clamped between 1 and 6, Done
// only on the last one. Each step is its own address (?step=N), so it works without JavaScript. Images
// come from /tutorials/{tutorialId}/tutorialStd{step}.svg.
export const TUTORIAL_ID = "getting-started";
export const TUTORIAL_PATH = "/dashboard/tutorial";

/** The steps' words, by number (app/dashboard/messages: `step1.title`, `step1.text`, `step1.alt`, ...). */
export const TUTORIAL_STEPS = [1, 2, 3, 4, 5, 6] as const;

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
