// The plan a bigger group needs, said where the group grows (the CSV check page), before anything is added.
import type { FittingPlan, PlanFit } from "./fit.ts";

function members(n: number): string {
  return `${n.toLocaleString("en")} ${n === 1 ? "member" : "members"}`;
}

function Fits({ fits, after }: { fits: FittingPlan | null; after: number }) {
  if (!fits) return null;
  return (
    <p>
      The plan that fits a group of {members(after)} is <strong>{fits.name}</strong>: {fits.price}.
    </p>
  );
}

export function PlanFitNotice({ fit }: { fit: PlanFit }) {
  if (!fit) return null;
  if (fit.kind === "follows") {
    return (
      <p>
        Your plan, {fit.current}, is priced per member ({fit.perMember}): with these people your group has{" "}
        {members(fit.after)} and your plan costs {fit.price}.
      </p>
    );
  }
  const outgrows = fit.kind === "outgrows";
  return (
    <div className={outgrows ? "notice notice--danger" : "notice"} role="region" aria-labelledby="plan-fit">
      <h2 id="plan-fit" className="heading-m">
        {outgrows ? "Your plan is too small for these people" : "Your plan after the free trial"}
      </h2>
      {outgrows ? (
        <p>
          Your plan, {fit.current}, allows up to {members(fit.limit)}. With these people your group would have{" "}
          {members(fit.after)}.
        </p>
      ) : (
        <p>With these people your group will have {members(fit.after)}.</p>
      )}
      <Fits fits={fit.fits} after={fit.after} />
      <p>
        {outgrows
          ? "Choose that plan first, then come back to this page to add the people: your file is kept for an hour. "
          : "You can choose it now or when your trial ends. "}
        <a href="/billing/plans">Choose a plan</a>
      </p>
    </div>
  );
}
