import { Page } from "../shared/ui/page.tsx";
import { useMessages } from "../shared/ui/messages.tsx";
import { infoMessages } from "./messages/index.ts";

export default function Help() {
  const t = useMessages(infoMessages);
  return (
    <Page title={t("help.title")}>
      <p>{t("help.intro")}</p>
      <h2 className="heading-m">{t("help.signingIn")}</h2>
      <p>{t.rich("help.signingInText", { link: (words) => <a href="/reset-password">{words}</a> })}</p>
      <h2 className="heading-m" id="installing">
        {t("help.installing")}
      </h2>
      <p>{t("help.systems")}</p>
      <ol className="list list--number">
        <li>{t.rich("help.stepDownload", { link: (words) => <a href="/download">{words}</a> })}</li>
        <li>{t("help.stepWindows")}</li>
        <li>{t("help.stepMac")}</li>
        <li>{t("help.stepStart")}</li>
      </ol>
      <p>{t("help.notAvailable")}</p>
      <h2 className="heading-m">{t("help.keyboard")}</h2>
      <p>{t("help.keyboardText")}</p>
    </Page>
  );
}
