// /dashboard/tutorial?step=N: the getting-started tutorial (spec S2 §2), one step per address so it works
// without JavaScript. The step is clamped between 1 and 6; Done is offered only on the last step.
import type { Route } from "./+types/tutorial";
import { managerOnly } from "../shared/members.server.ts";
import { guard } from "../shared/guard.server.ts";
import { Page } from "../shared/ui/page.tsx";
import {
  clampStep,
  TUTORIAL_STEP_COUNT,
  TUTORIAL_STEPS,
  tutorialImage,
  tutorialStepPath,
} from "./tutorial-steps.ts";

export const middleware: Route.MiddlewareFunction[] = [guard({ access: "login" }), managerOnly];

export function loader({ request }: Route.LoaderArgs) {
  return { step: clampStep(new URL(request.url).searchParams.get("step")) };
}

export default function Tutorial({ loaderData }: Route.ComponentProps) {
  const { step } = loaderData;
  const current = TUTORIAL_STEPS[step - 1]!;
  const last = step === TUTORIAL_STEP_COUNT;
  return (
    <Page
      title={`Getting started, step ${step} of ${TUTORIAL_STEP_COUNT}: ${current.title}`}
      heading="Getting started"
    >
      <p className="field__hint">
        Step {step} of {TUTORIAL_STEP_COUNT}
      </p>
      <h2 className="heading-m">{current.title}</h2>
      <img className="tutorial__image" src={tutorialImage(step)} alt={current.alt} width={640} height={360} />
      <p>{current.text}</p>
      <nav className="button-group" aria-label="Tutorial steps">
        {step > 1 ? (
          <a className="button button--secondary" href={tutorialStepPath(step - 1)}>
            Previous<span className="visually-hidden"> step</span>
          </a>
        ) : null}
        {last ? (
          <a className="button" href="/dashboard">
            Done
          </a>
        ) : (
          <a className="button" href={tutorialStepPath(step + 1)}>
            Next<span className="visually-hidden"> step</span>
          </a>
        )}
        {last ? null : <a href="/dashboard">Close the tutorial</a>}
      </nav>
    </Page>
  );
}
