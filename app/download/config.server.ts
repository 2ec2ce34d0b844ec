// Where the installers are: DOWNLOAD_URL_WINDOWS and DOWNLOAD_URL_MAC (an http(s) URL or a path on this
// site). There is no default: an address that is not configured is null, and the download page says the
// installer is not available from this server yet instead of linking to a file that does not exist.
import type { Logger } from "../../common/log.ts";
import { downloadUrl, type DownloadOs } from "./os.ts";

export type DownloadUrls = Record<DownloadOs, string | null>;

/** The two variables, as the parsed settings (config/settings.ts) hold them. */
export interface InstallerSettings {
  readonly DOWNLOAD_URL_WINDOWS?: string | undefined;
  readonly DOWNLOAD_URL_MAC?: string | undefined;
}

export function downloadUrls(env: InstallerSettings): DownloadUrls {
  return {
    windows: downloadUrl(env.DOWNLOAD_URL_WINDOWS),
    mac: downloadUrl(env.DOWNLOAD_URL_MAC),
  };
}

/** The variables that are not set (or not usable), for the start-up warning. */
export function missingInstallers(env: InstallerSettings): string[] {
  const urls = downloadUrls(env);
  return [...(urls.windows ? [] : ["DOWNLOAD_URL_WINDOWS"]), ...(urls.mac ? [] : ["DOWNLOAD_URL_MAC"])];
}

let warned = false;

/**
 * Logs one warning when an installer address is missing. server.ts may call it at start; the download page
 * calls it on first use, so the warning is written once either way.
 */
export function warnMissingInstallers(logger: Pick<Logger, "warn">, env: InstallerSettings): void {
  if (warned) return;
  warned = true;
  const missing = missingInstallers(env);
  if (missing.length === 0) return;
  logger.warn(
    "download page: no installer address configured; the page says the installer is not available",
    {
      missing: missing.join(","),
    },
  );
}

/** Tests: warn again. */
export function resetInstallerWarning(): void {
  warned = false;
}
