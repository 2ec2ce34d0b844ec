// The plan a bigger group needs, said where the group grows (the CSV check page), before anything is added.
import type { ReactNode } from "react";
import { useMessages } from "../shared/ui/messages.tsx";
import { billingMessages } from "./messages/index.ts";
import type { FittingPlan, PlanFit } from "./fit.ts";

const link = (words: ReactNode[]) => <a href="/billing/plans">{words}</a>;

function Fits({ fits, after }: { fits: FittingPlan | null; after: number }) {
  const t = useMessages(billingMessages);
  if (!fits) return null;
  return (
    <p>
      {t.rich("fit.fits", {
        after,
        plan: fits.name,
        price: fits.price,
        strong: (words) => <strong>{words}</strong>,
      })}
    </p>
  );
}

export function PlanFitNotice({ fit }: { fit: PlanFit }) {
  const t = useMessages(billingMessages);
  if (!fit) return null;
  if (fit.kind === "follows") {
    return (
      <p>
        {t("fit.follows", {
          plan: fit.current,
          perMember: fit.perMember,
          after: fit.after,
          price: fit.price,
        })}
      </p>
    );
  }
  const outgrows = fit.kind === "outgrows";
  return (
    <div className={outgrows ? "notice notice--danger" : "notice"} role="region" aria-labelledby="plan-fit">
      <h2 id="plan-fit" className="heading-m">
        {t(outgrows ? "fit.outgrowsTitle" : "fit.trialTitle")}
      </h2>
      {outgrows ? (
        <p>{t("fit.outgrows", { plan: fit.current, limit: fit.limit, after: fit.after })}</p>
      ) : (
        <p>{t("fit.trial", { after: fit.after })}</p>
      )}
      <Fits fits={fit.fits} after={fit.after} />
      <p>{t.rich(outgrows ? "fit.outgrowsNext" : "fit.trialNext", { link })}</p>
    </div>
  );
}
