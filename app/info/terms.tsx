import { Page } from "../shared/ui/page.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import { infoMessages } from "./messages/index.ts";

export default function Terms() {
  const t = useMessages(infoMessages);
  return (
    <Page title={t("terms.title")}>
      <p>{t("terms.use")}</p>
      <p>{t("terms.delete")}</p>
    </Page>
  );
}
