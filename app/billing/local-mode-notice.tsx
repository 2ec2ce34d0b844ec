// The label of local billing mode (no STRIPE_SECRET_KEY): every billing page says plainly that no payment is
// taken here, and what follows from it on that page.
import { useMessages } from "../shared/ui/messages.tsx";
import { billingMessages } from "./messages/index.ts";

export function LocalModeNotice({
  consequence,
}: {
  consequence: "changeAtOnce" | "plansAtOnce" | "noPaymentDetails";
}) {
  const t = useMessages(billingMessages);
  return (
    <div className="notice">
      <p>{t(`local.${consequence}`)}</p>
    </div>
  );
}
