// The invitation page's parts that hold no form: what a bar is (beside the forms), and the card of an
// invitation that cannot be used (spec S2 §2).
import { Page } from "../shared/ui/page.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import { invitationsMessages } from "./messages/index.ts";

export function SideText() {
  const t = useMessages(invitationsMessages);
  return (
    <aside className="two-column__side panel" aria-labelledby="about-bars">
      <h2 id="about-bars" className="heading-m">
        {t("side.title")}
      </h2>
      <p>{t("side.what")}</p>
      <p>{t("side.who")}</p>
    </aside>
  );
}

const CARDS = {
  invalid: { title: "card.invalidTitle", text: "card.invalidText" },
  declined: { title: "card.declinedTitle", text: "card.declinedText" },
  accepted: { title: "card.acceptedTitle", text: "card.acceptedText" },
} as const;

export function Card({ kind, signedIn }: { kind: "invalid" | "declined" | "accepted"; signedIn: boolean }) {
  const t = useMessages(invitationsMessages);
  const card = CARDS[kind];
  return (
    <Page title={t(card.title)}>
      <p>{t(card.text)}</p>
      {signedIn ? (
        <p>
          <a className="button" href="/">
            {t("card.continue")}
          </a>
        </p>
      ) : (
        <div className="button-group">
          <a className="button" href="/login">
            {t("signIn")}
          </a>
          <a href="/">{t("card.start")}</a>
        </div>
      )}
    </Page>
  );
}
