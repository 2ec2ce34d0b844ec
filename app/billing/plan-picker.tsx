// The plan picker (spec S1 §2): one row of plan cards per way of paying (6-month plans, monthly plans), each card
// a radio button with the plan's name, price, members and saving; a plan too small for the group is shown
// unavailable with the reason in words (and cannot be chosen). On phones the cards become one list
// (billing.css, "Plan picker"). The payment button waits for a different, available plan with JavaScript
// (public/scripts/plan-choice.js); without it the server refuses in words.
import type { FieldMetadata } from "@conform-to/react";
import { FieldError, Fieldset, fieldClass, metaProps } from "../shared/ui/field-parts.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import { billingMessages } from "./messages/index.ts";
import type { PlanChoice } from "./plans.ts";

export interface PickerRow {
  key: string;
  title: string;
  plans: PlanChoice[];
}

/** One plan's card: a radio drawn as a card, its details (price, members, saving) its hint. */
function PlanCard({
  plan,
  name,
  id,
  checked,
}: {
  plan: PlanChoice;
  name: string;
  id: string;
  checked: boolean;
}) {
  const t = useMessages(billingMessages);
  const details = `${id}-hint`;
  const classes = ["plan-card"];
  if (plan.tooSmall) classes.push("plan-card--unavailable");
  if (plan.current) classes.push("plan-card--current");
  const extras = [plan.perMember, plan.billedFor, plan.monthly, plan.annual].filter((text): text is string =>
    Boolean(text),
  );
  return (
    <div className={classes.join(" ")}>
      <input
        className="plan-card__input"
        type="radio"
        id={id}
        name={name}
        value={plan.id}
        disabled={Boolean(plan.tooSmall)}
        defaultChecked={checked}
        aria-describedby={details}
        data-plan-choice={plan.current ? "current" : "other"}
      />
      <label className="plan-card__name" htmlFor={id}>
        {plan.name}
        {plan.current ? <span className="plan-card__badge">{` ${t("picker.yourPlanNow")}`}</span> : null}
      </label>
      <div className="plan-card__details" id={details}>
        {plan.amount ? (
          <p className="plan-card__price">
            <span className="plan-card__amount">{plan.amount}</span>
            {plan.period ? <span className="plan-card__period"> {plan.period}</span> : null}
          </p>
        ) : (
          <p className="plan-card__price plan-card__price--text">{plan.price ?? t("price.onRequest")}</p>
        )}
        <ul className="plan-card__facts">
          <li>{plan.limitText}</li>
          {extras.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        {plan.saving ? (
          <p className="plan-card__saving">{t("picker.saving", { saving: plan.saving })}</p>
        ) : null}
        {plan.tooSmall ? (
          <p className="warning-text">{t("picker.notAvailable", { reason: plan.tooSmall })}</p>
        ) : null}
      </div>
    </div>
  );
}

export function PlanPicker({
  field,
  rows,
  legend,
  selected,
}: {
  field: FieldMetadata<string | undefined>;
  rows: PickerRow[];
  legend: string;
  selected: string | null;
}) {
  const { error, errorId } = metaProps(field);
  return (
    <div className={fieldClass(Boolean(error), "plan-picker")}>
      <h2 className="heading-m" id={`${field.id}-legend`}>
        {legend}
      </h2>
      <FieldError id={errorId} message={error} />
      {/* The summary's link lands here. */}
      <span id={field.id} tabIndex={-1} />
      {rows.map((row) => (
        <Fieldset
          key={row.key}
          className="plan-row"
          legend={row.title}
          legendClassName="plan-row__title"
          describedBy={error ? errorId : undefined}
        >
          <div className="plan-cards">
            {row.plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                name={field.name}
                id={`${field.id}-${plan.id}`}
                checked={selected === plan.id}
              />
            ))}
          </div>
        </Fieldset>
      ))}
    </div>
  );
}

/**
 * The payment button of a plan form: with JavaScript it is disabled until a different, available plan is chosen
 * (spec S1 §2 "Plan picker"), and the hint below says why; without JavaScript it is always enabled and the server
 * refuses a wrong choice in words.
 */
export function PlanSubmit({ label, name, value }: { label: string; name?: string; value?: string }) {
  const t = useMessages(billingMessages);
  return (
    <>
      <button type="submit" className="button" name={name} value={value} data-needs-plan="plan-needed">
        {label}
      </button>
      <p className="field__hint plan-needed" id="plan-needed" hidden>
        {t("picker.needPlan")}
      </p>
    </>
  );
}
