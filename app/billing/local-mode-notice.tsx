// The label of local billing mode (no STRIPE_SECRET_KEY): every billing page says plainly that no payment is
// taken here, and what follows from it on that page.
export function LocalModeNotice({ consequence }: { consequence: string }) {
  return (
    <div className="notice">
      <p>Billing runs in local mode on this server: no payment is taken, {consequence}.</p>
    </div>
  );
}
