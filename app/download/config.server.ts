// Where the installers are: DOWNLOAD_URL_WINDOWS and DOWNLOAD_URL_MAC (an http(s) URL or a path on
// this site), with defaults under /downloads/.
import { PRODUCT_SLUG } from "../shared/product.ts";
import { downloadUrl, type DownloadOs } from "./os.ts";

export const DEFAULT_DOWNLOAD_URLS: Record<DownloadOs, string> = {
  windows: `/downloads/${PRODUCT_SLUG}-setup.exe`,
  mac: `/downloads/${PRODUCT_SLUG}-setup.pkg`,
};

export function downloadUrls(env: NodeJS.ProcessEnv = process.env): Record<DownloadOs, string> {
  return {
    windows: downloadUrl(env.DOWNLOAD_URL_WINDOWS, DEFAULT_DOWNLOAD_URLS.windows),
    mac: downloadUrl(env.DOWNLOAD_URL_MAC, DEFAULT_DOWNLOAD_URLS.mac),
  };
}
