// The plan picker (spec S1 §2): radio buttons in rows, each plan with its size, member limit and prices; a plan
// too small for the group is shown unavailable with the reason in words (and cannot be chosen).
import type { FieldMetadata } from "@conform-to/react";
import type { PlanChoice } from "./plans.ts";

export interface PickerRow {
  key: string;
  title: string;
  plans: PlanChoice[];
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
  const error = field.errors?.[0];
  return (
    <div className={`field${error ? " field--error" : ""}`}>
      <p className="field__label" id={`${field.id}-legend`}>
        {legend}
      </p>
      {error ? (
        <p className="field__error" id={field.errorId}>
          <span className="visually-hidden">Error:</span> {error}
        </p>
      ) : null}
      {/* The summary's link lands here. */}
      <span id={field.id} tabIndex={-1} />
      {rows.map((row) => (
        <fieldset key={row.key} className="plan-options" aria-describedby={error ? field.errorId : undefined}>
          <legend className="field__label">{row.title}</legend>
          {row.plans.map((plan) => {
            const id = `${field.id}-${plan.id}`;
            const hint = `${id}-hint`;
            return (
              <div
                key={plan.id}
                className={`plan-option checkbox${plan.tooSmall ? " plan-option--unavailable" : ""}`}
              >
                <input
                  className="checkbox__input"
                  type="radio"
                  id={id}
                  name={field.name}
                  value={plan.id}
                  disabled={Boolean(plan.tooSmall)}
                  defaultChecked={selected === plan.id}
                  aria-describedby={hint}
                />
                <label className="checkbox__label" htmlFor={id}>
                  {plan.name}
                  {plan.current ? " (your plan now)" : ""}
                </label>
                <div className="field__hint" id={hint}>
                  <p>
                    {plan.size}. {plan.limitText}. {plan.price ?? "Price on request"}
                    {plan.monthly ? ` (${plan.monthly})` : ""}
                    {plan.annual ? `, ${plan.annual}` : ""}
                    {plan.saving ? `. ${plan.saving} compared with paying monthly` : ""}.
                  </p>
                  {plan.tooSmall ? <p className="warning-text">Not available. {plan.tooSmall}</p> : null}
                </div>
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
