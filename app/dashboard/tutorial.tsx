// /dashboard/tutorial?step=N: the getting-started tutorial (spec S2 §2), one step per address so it works
// without JavaScript. The step is clamped between 1 and 6; Done is offered only on the last step.
import type { ReactNode } from "react";
import type { Route } from "./+types/tutorial";
import { managerOnly } from "../shared/members.server.ts";
import { guard } from "../shared/guard.server.ts";
import { Page } from "../shared/ui/page.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import { dashboardMessages } from "./messages/index.ts";
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

const hidden = (words: ReactNode[]) => <span className="visually-hidden">{words}</span>;

export default function Tutorial({ loaderData }: Route.ComponentProps) {
  const t = useMessages(dashboardMessages);
  const { step } = loaderData;
  const current = TUTORIAL_STEPS[step - 1]!;
  const title = t(`step${current}.title`);
  const last = step === TUTORIAL_STEP_COUNT;
  const count = TUTORIAL_STEP_COUNT;
  return (
    <Page title={t("tutorial.title", { step, count, title })} heading={t("tutorial.heading")}>
      <p className="field__hint">{t("tutorial.stepOf", { step, count })}</p>
      <h2 className="heading-m">{title}</h2>
      <img
        className="tutorial__image"
        src={tutorialImage(step)}
        alt={t(`step${current}.alt`)}
        width={640}
        height={360}
      />
      <p>{t(`step${current}.text`)}</p>
      <nav className="button-group" aria-label={t("tutorial.nav")}>
        {step > 1 ? (
          <a className="button button--secondary" href={tutorialStepPath(step - 1)}>
            {t.rich("tutorial.previous", { hidden })}
          </a>
        ) : null}
        {last ? (
          <a className="button" href="/dashboard">
            {t("tutorial.done")}
          </a>
        ) : (
          <a className="button" href={tutorialStepPath(step + 1)}>
            {t.rich("tutorial.next", { hidden })}
          </a>
        )}
        {last ? null : <a href="/dashboard">{t("tutorial.close")}</a>}
      </nav>
    </Page>
  );
}
