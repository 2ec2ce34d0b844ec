// The dashboard's way to the group base bar (docs/decisions/030-base-bar-is-a-bar.md).
import { useMessages } from "../shared/ui/messages.tsx";
import { baseBarMessages } from "./messages/index.ts";
import { BASE_BAR_PATH } from "./paths.ts";

export function BaseBarLink() {
  const t = useMessages(baseBarMessages);
  return (
    <>
      <h3 id="base-bar">{t("link.heading")}</h3>
      <p>
        <a href={BASE_BAR_PATH}>{t("link.text")}</a>
      </p>
    </>
  );
}
