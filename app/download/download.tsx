// /download and /download/signup (S2 §2 Download): the installer for this computer's system, both
// when the system is unknown, or a not-compatible notice. Public; works without scripts.
import type { Route } from "./+types/download";
import { PRODUCT_NAME } from "../../contract/product.ts";
import { Page } from "../shared/ui/page.tsx";
import { sessionContext } from "../shared/session.server.ts";
import { portalConfig } from "../shared/config.server.ts";
import { createLogger } from "../../common/log.ts";
import { downloadUrls, warnMissingInstallers } from "./config.server.ts";
import { chooseDownload, type DownloadOs } from "./os.ts";

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
const REQUIREMENTS: Record<DownloadOs, string> = {
  windows: "Windows 10 (version 2004 or newer) or Windows 11",
  mac: "macOS 10.14 (Mojave) or newer",
};

function DownloadButton({ os, href }: { os: DownloadOs; href: string | null }) {
  if (!href) {
    // No installer address configured: say so plainly instead of linking to a file that is not there.
    return (
      <div className="download notice">
        <p>
          The {PRODUCT_NAME} installer for {OS_NAMES[os]} is not available from this server yet. Please ask
          the person who invited you, or whoever runs this {PRODUCT_NAME} site, for the installer.
        </p>
      </div>
    );
  }
  return (
    <div className="download">
      <p>
        <a className="button" href={href}>
          Download {PRODUCT_NAME} for {OS_NAMES[os]}
        </a>
      </p>
      <p className="field__hint">For {REQUIREMENTS[os]}.</p>
    </div>
  );
}

export default function Download({ loaderData }: Route.ComponentProps) {
  const { detection, justRegistered, pathname, urls } = loaderData;
  const other = (os: DownloadOs): DownloadOs => (os === "windows" ? "mac" : "windows");
  return (
    <Page title={`Download ${PRODUCT_NAME}`}>
      {justRegistered ? (
        <p>
          Your account is ready. The last step is to install {PRODUCT_NAME} on the computer where you will use
          it.
        </p>
      ) : (
        <p>Install {PRODUCT_NAME} on the computer where you will use it.</p>
      )}
      {detection.kind === "supported" ? (
        <>
          <DownloadButton os={detection.os} href={urls[detection.os]} />
          <p>
            Using another computer?{" "}
            <a href={`${pathname}?os=${other(detection.os)}`}>
              Download for {OS_NAMES[other(detection.os)]} instead
            </a>
            .
          </p>
        </>
      ) : null}
      {detection.kind === "unknown" ? (
        <>
          <p>Choose the system of the computer where you will use {PRODUCT_NAME}.</p>
          <DownloadButton os="windows" href={urls.windows} />
          <DownloadButton os="mac" href={urls.mac} />
        </>
      ) : null}
      {detection.kind === "unsupported" ? (
        <div className="notice">
          <h2 className="heading-m">
            {PRODUCT_NAME} is not compatible with {detection.asked ? detection.system : "this device"}
          </h2>
          <p>
            {detection.asked ? "" : `This device seems to use ${detection.system}. `}
            {PRODUCT_NAME} works only on computers with Windows or macOS. Please contact the person who
            invited you for help.
          </p>
          <p>
            To install {PRODUCT_NAME} on another computer, download it for{" "}
            <a href={`${pathname}?os=windows`}>Windows</a> or <a href={`${pathname}?os=mac`}>macOS</a>.
          </p>
        </div>
      ) : null}
      <h2 className="heading-m">System requirements</h2>
      <ul className="list list--bullet">
        <li>{REQUIREMENTS.windows}</li>
        <li>{REQUIREMENTS.mac}</li>
      </ul>
      <p>
        Need help installing? See <a href="/help#installing">how to install {PRODUCT_NAME}</a>.
      </p>
    </Page>
  );
}
