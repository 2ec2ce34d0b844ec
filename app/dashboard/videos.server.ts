// Video guides for the dashboard (spec S2 §2): plain links to wherever the videos are hosted, so nothing
// loads until the manager asks for it. Configured with DASHBOARD_VIDEOS="Title|https://…;Title|https://…";
// without it the dashboard lists only the tutorial and the help page.
export interface VideoLink {
  title: string;
  url: string;
}

export function dashboardVideos(env: { readonly DASHBOARD_VIDEOS?: string | undefined }): VideoLink[] {
  const raw = env.DASHBOARD_VIDEOS?.trim();
  if (!raw) return [];
  return raw.split(";").flatMap((entry) => {
    const bar = entry.lastIndexOf("|");
    if (bar < 1) return [];
    const title = entry.slice(0, bar).trim();
    const address = entry.slice(bar + 1).trim();
    try {
      const url = new URL(address);
      if (!title || (url.protocol !== "https:" && url.protocol !== "http:")) return [];
      return [{ title, url: url.toString() }];
    } catch {
      return [];
    }
  });
}
