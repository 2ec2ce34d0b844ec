import { Page } from "../shared/ui/page.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import { infoMessages } from "./messages/index.ts";

export default function Privacy() {
  const t = useMessages(infoMessages);
  return (
    <Page title={t("privacy.title")}>
      <p>{t("privacy.data")}</p>
      <p>{t("privacy.cookie")}</p>
      <p>{t("privacy.delete")}</p>
    </Page>
  );
}
