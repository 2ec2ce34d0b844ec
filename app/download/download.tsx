// /download and /download/signup (S2 §2 Download): the installer for this computer's system, both
// when the system is unknown, or a not-compatible notice. Public; works without scripts.
import type { Route } from "./+types/download";
import { Page } from "../shared/ui/page.tsx";
import { sessionContext } from "../shared/session.server.ts";
import { portalConfig } from "../shared/config.server.ts";
import { createLogger } from "../../common/log.ts";
import { downloadUrls, warnMissingInstallers } from "./config.server.ts";
import { chooseDownload, type DownloadOs } from "./os.ts";
import { useMessages } from "../shared/ui/messages.tsx";
import { downloadMessages } from "./messages/index.ts";

/** How long after registering /download/signup still greets the new user. */
export const JUST_REGISTERED_MS = 24 * 60 * 60 * 1000;

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const detection = chooseDownload(
    request.headers.get("user-agent"),
    url.searchParams.get("os"),
    request.headers.get("sec-ch-ua-platform"),
  );
  const session = context.get(sessionContext);
  const registeredAt = session.data.registeredAt;
  const signup = url.pathname.replace(/\/+$/, "").endsWith("/signup");
  const { settings, logLevel } = portalConfig();
  warnMissingInstallers(createLogger(logLevel), settings);
  return {
    detection,
    // The greeting is for a signed-in user who has just created their account, nobody else.
    justRegistered:
      signup &&
      session.loggedIn &&
      typeof registeredAt === "number" &&
      Date.now() - registeredAt < JUST_REGISTERED_MS,
    pathname: url.pathname,
    urls: downloadUrls(settings),
  };
}

// The page depends on the User-Agent: shared caches must keep one copy per browser.
export function headers() {
  return { Vary: "User-Agent, Sec-CH-UA-Platform" };
}

const OS_NAMES: Record<DownloadOs, string> = { windows: "Windows", mac: "macOS" };
const REQUIREMENTS = { windows: "requirements.windows", mac: "requirements.mac" } as const;

/** Systems os.ts describes in words rather than by name. */
const SYSTEM_WORDS: Record<string, "system.mobile" | "system.oldWindows" | "system.oldMac"> = {
  "a mobile device": "system.mobile",
  "an older version of Windows": "system.oldWindows",
  "an older version of macOS": "system.oldMac",
};

function DownloadButton({ os, href }: { os: DownloadOs; href: string | null }) {
  const t = useMessages(downloadMessages);
  if (!href) {
    // No installer address configured: say so plainly instead of linking to a file that is not there.
    return (
      <div className="download notice">
        <p>{t("missing", { system: OS_NAMES[os] })}</p>
      </div>
    );
  }
  return (
    <div className="download">
      <p>
        <a className="button" href={href}>
          {t("button", { system: OS_NAMES[os] })}
        </a>
      </p>
      <p className="field__hint">{t("for", { requirements: t(REQUIREMENTS[os]) })}</p>
    </div>
  );
}

export default function Download({ loaderData }: Route.ComponentProps) {
  const t = useMessages(downloadMessages);
  const { detection, justRegistered, pathname, urls } = loaderData;
  const other = (os: DownloadOs): DownloadOs => (os === "windows" ? "mac" : "windows");
  const systemText = (system: string) => (SYSTEM_WORDS[system] ? t(SYSTEM_WORDS[system]) : system);
  return (
    <Page title={t("title")}>
      {justRegistered ? <p>{t("ready")}</p> : <p>{t("install")}</p>}
      {detection.kind === "supported" ? (
        <>
          <DownloadButton os={detection.os} href={urls[detection.os]} />
          <p>
            {t.rich("another", {
              system: OS_NAMES[other(detection.os)],
              link: (words) => <a href={`${pathname}?os=${other(detection.os)}`}>{words}</a>,
            })}
          </p>
        </>
      ) : null}
      {detection.kind === "unknown" ? (
        <>
          <p>{t("choose")}</p>
          <DownloadButton os="windows" href={urls.windows} />
          <DownloadButton os="mac" href={urls.mac} />
        </>
      ) : null}
      {detection.kind === "unsupported" ? (
        <div className="notice">
          <h2 className="heading-m">
            {t("unsupported.title", {
              system: detection.asked ? systemText(detection.system) : t("unsupported.thisDevice"),
            })}
          </h2>
          <p>
            {detection.asked ? "" : t("unsupported.seems", { system: systemText(detection.system) })}
            {t("unsupported.text")}
          </p>
          <p>
            {t.rich("unsupported.other", {
              windows: (words) => <a href={`${pathname}?os=windows`}>{words}</a>,
              mac: (words) => <a href={`${pathname}?os=mac`}>{words}</a>,
            })}
          </p>
        </div>
      ) : null}
      <h2 className="heading-m">{t("requirements.title")}</h2>
      <ul className="list list--bullet">
        <li>{t(REQUIREMENTS.windows)}</li>
        <li>{t(REQUIREMENTS.mac)}</li>
      </ul>
      <p>{t.rich("help", { link: (words) => <a href="/help#installing">{words}</a> })}</p>
    </Page>
  );
}
