// The button catalogue as data: the original portal's 114 buttons (names, addresses, program and
// action identifiers, groups; facts only, wording and icons our own) plus the spec's voice-control.
import type { CatalogueButton, GroupId, IconRef, Subkind } from "./types.ts";

const si = (slug: string): IconRef => ({ source: "simple-icons", slug });
const lucide = (name: string): IconRef => ({ source: "lucide", name });
/** A lettered tile, for brands that neither icon set carries. */
const mono = (text: string): IconRef => ({ source: "monogram", text });

// One sentence per kind of site; tier 1 of search reads it, so it names what people look for.
const SITE_DESCRIPTIONS: Partial<Record<Subkind, (label: string) => string>> = {
  socialMedia: (l) => `Opens ${l} to see posts and messages from friends.`,
  email: (l) => `Opens ${l} in the web browser to read and send email.`,
  calendar: (l) => `Opens the ${l} calendar in the web browser.`,
  news: (l) => `Opens the ${l} news website.`,
  shopping: (l) => `Opens the ${l} shop website.`,
  multimedia: (l) => `Opens ${l} to listen to music or watch videos.`,
  onlineFileDrives: (l) => `Opens your ${l} files and folders in the web browser.`,
  weather: (l) => `Opens the ${l} weather forecast.`,
  photo: (l) => `Opens your ${l} pictures in the web browser.`,
  meeting: (l) => `Starts or joins a ${l} video meeting in the web browser.`,
};

function site(
  key: string,
  label: string,
  url: string,
  subkind: Subkind,
  icon: IconRef,
  primary = false,
): CatalogueButton {
  const describe = SITE_DESCRIPTIONS[subkind];
  // Weather has no group of its own (search finds it); every other site kind is its own group.
  const groups: GroupId[] = subkind === "weather" ? [] : [subkind as GroupId];
  return {
    key,
    kind: "link",
    subkind,
    label,
    description: describe ? describe(label) : `Opens ${label}.`,
    groups,
    primary,
    url,
    params: [],
    icon,
  };
}

function program(key: string, label: string, exe: string, icon: IconRef): CatalogueButton {
  return {
    key,
    kind: "application",
    subkind: "app",
    label,
    description: `Starts ${label} on the computer.`,
    groups: ["app"],
    primary: false,
    exe,
    params: [],
    icon,
  };
}

function action(
  key: string,
  label: string,
  identifier: string,
  visual: readonly string[] | undefined,
  icon: IconRef,
  description: string,
): CatalogueButton {
  return {
    key,
    kind: "action",
    subkind: "action",
    label,
    description,
    groups: ["action"],
    primary: true,
    identifier,
    ...(visual ? { visual } : {}),
    params: [],
    icon,
  };
}

const SKYPE_PARAMS = ["skypeNoCall", "skypeId", "skypeAction"] as const;

/** Every catalogue button, in catalogue order within each group. */
export const BUTTONS: readonly CatalogueButton[] = [
  // make: the two generic makers
  {
    key: "open_link",
    kind: "link",
    subkind: "make",
    label: "Open Web Page",
    catalogLabel: "Open a web page",
    description: "Opens a website of your choice in the web browser.",
    groups: ["make"],
    primary: true,
    params: ["url"],
    initial: { url: "" },
    maker: "web-page",
    icon: lucide("globe"),
  },
  {
    key: "open_app",
    kind: "application",
    subkind: "app",
    label: "Open App",
    catalogLabel: "Open an app",
    description: "Starts a program of your choice on the computer.",
    groups: ["make", "app"],
    primary: true,
    params: ["defaultApp", "exe"],
    initial: { defaultApp: "", exe: "" },
    maker: "app",
    placeholder: true,
    icon: lucide("app-window"),
  },
  // call
  {
    key: "skype_app",
    kind: "link",
    subkind: "call",
    label: "Skype",
    description: "Calls or chats with a person on Skype.",
    groups: ["call"],
    primary: true,
    params: SKYPE_PARAMS,
    initial: { skypeNoCall: false, skypeId: "", skypeAction: "?call" },
    maker: "skype",
    icon: mono("S"),
  },
  // meeting
  site("jitsi", "Jitsi", "https://meet.jit.si/", "meeting", si("jitsi"), true),
  {
    key: "zoom",
    kind: "link",
    subkind: "meeting",
    label: "Zoom-Web",
    description: "Joins a Zoom video meeting in the web browser.",
    groups: ["meeting"],
    primary: true,
    params: ["zoomUrl"],
    initial: { zoomUrl: "" },
    maker: "zoom",
    icon: si("zoom"),
  },
  // action
  action("clipboard", "Text Size", "screen-zoom", ["+", "-"], lucide("a-large-small"),
    "Makes text and everything on the screen bigger or smaller."),
  action("color_vision", "Color Vision", "color-vision", ["On", "Off"], lucide("palette"),
    "Changes screen colours for people who see some colours poorly."),
  action("dark_mode", "Dark Mode", "dark-mode", ["On", "Off"], lucide("moon"),
    "Shows light text on dark backgrounds."),
  action("high_contrast", "Contrast", "high-contrast", ["On", "Off"], lucide("contrast"),
    "Turns high contrast colours on or off for easier reading."),
  action("magnifier", "Magnifier", "magnify", ["Show", "Hide"], lucide("zoom-in"),
    "Shows a magnifying glass that enlarges part of the screen."),
  action("night_mode", "Night Mode", "night-mode", ["On", "Off"], lucide("moon-star"),
    "Makes screen colours warmer, with less blue light, for the evening."),
  {
    key: "quick_assist",
    kind: "application",
    subkind: "action",
    label: "Quick Assist",
    description: "Starts Quick Assist so a helper can see or control the computer from far away.",
    groups: ["action"],
    primary: true,
    exe: "microsoftQuickAssist",
    params: [],
    icon: mono("QA"),
  },
  action("read_aloud", "Read Selected", "read-aloud", [">||", "[]"], lucide("speech"),
    "Reads the selected text aloud; press again to pause or stop."),
  action("snip", "Snip", "snip", ["Copy"], lucide("scissors"),
    "Copies a picture of part of the screen."),
  action("turn_off", "Log-off Computer", "log-off", undefined, lucide("log-out"),
    "Signs the person out of the computer."),
  action("volume", "Volume", "volume", ["+", "-"], lucide("volume-2"),
    "Turns the sound up or down."),
  action("voice_control", "Voice Control", "voice-control", ["On", "Off"], lucide("mic"),
    "Turns control of the computer by spoken commands on or off."),
  // calendar
  site("calendly", "Calendly", "https://calendly.com/", "calendar", si("calendly"), true),
  site("google_calendar", "Google Calendar", "https://calendar.google.com/calendar/r", "calendar", si("googlecalendar"), true),
  site("icloud_calendar", "iCloud Calendar", "https://www.icloud.com/calendar/", "calendar", si("icloud"), true),
  site("outlook_com_calendar", "Outlook.com Calendar", "https://outlook.live.com/calendar/0/", "calendar", mono("O"), true),
  site("yahoo_calendar", "Yahoo! Calendar", "https://calendar.yahoo.com/", "calendar", mono("Y!"), true),
  // socialMedia
  site("facebook", "Facebook", "https://www.facebook.com/", "socialMedia", si("facebook"), true),
  site("imgur", "Imgur", "https://imgur.com/", "socialMedia", si("imgur")),
  site("instagram", "Instagram", "https://www.instagram.com/", "socialMedia", si("instagram")),
  site("linkedin", "LinkedIn", "https://www.linkedin.com/", "socialMedia", mono("in")),
  site("nextdoor", "Nextdoor", "https://nextdoor.com/", "socialMedia", si("nextdoor"), true),
  site("pinterest", "Pinterest", "https://www.pinterest.com/", "socialMedia", si("pinterest"), true),
  site("reddit", "Reddit", "https://www.reddit.com/", "socialMedia", si("reddit")),
  site("tumblr", "Tumblr", "https://www.tumblr.com/", "socialMedia", si("tumblr")),
  // Twitter is now X: simple-icons carries only the successor's mark.
  site("twitter", "Twitter", "https://twitter.com/", "socialMedia", si("x"), true),
  // email
  site("aol_mail", "AOL Mail", "https://mail.aol.com/webmail-std/en-us/suite", "email", mono("Aol"), true),
  site("gmail", "Gmail", "https://mail.google.com/mail/u/0/#inbox", "email", si("gmail"), true),
  site("icloud_mail", "iCloud Mail", "https://www.icloud.com/mail/", "email", si("icloud"), true),
  site("outlook_com_mail", "Outlook.com Mail", "https://outlook.live.com/mail/0/inbox", "email", mono("O"), true),
  site("yahoo_mail", "Yahoo! Mail", "https://mail.yahoo.com/", "email", mono("Y!"), true),
  // news
  site("abc_news", "ABC News", "https://abcnews.go.com/", "news", mono("abc")),
  site("al_jazeera", "Al Jazeera", "https://www.aljazeera.com/", "news", mono("AJ")),
  site("bbc_news", "BBC News", "https://www.bbc.com/news", "news", mono("BBC")),
  site("bloomberg", "Bloomberg", "https://www.bloomberg.com/", "news", mono("B")),
  // CBS News and NBC News carry their networks' marks, which simple-icons has.
  site("cbs_news", "CBS News", "https://www.cbsnews.com/", "news", si("cbs")),
  site("cnbc", "CNBC", "https://www.cnbc.com/", "news", mono("CNBC")),
  site("cnn", "CNN", "https://www.cnn.com/", "news", si("cnn"), true),
  site("drudge_report", "Drudge Report", "https://www.drudgereport.com/", "news", mono("DR")),
  site("forbes", "Forbes", "https://www.forbes.com/", "news", mono("F")),
  site("fox_news", "Fox News", "https://www.foxnews.com/", "news", mono("FN"), true),
  site("google_news", "Google News", "https://news.google.com/", "news", si("googlenews"), true),
  site("huffpost", "HuffPost", "https://www.huffpost.com/", "news", mono("HP")),
  site("los_angeles_times", "Los Angeles Times", "https://www.latimes.com/", "news", mono("LAT")),
  site("mail_online_daily_mail", "Daily Mail", "https://www.dailymail.co.uk/", "news", mono("DM")),
  site("nbc_news", "NBC News", "https://www.nbcnews.com/", "news", si("nbc")),
  site("new_york_post", "New York Post", "https://nypost.com/", "news", mono("NYP")),
  site("npr", "NPR", "https://www.npr.org/", "news", mono("npr")),
  site("reuters", "Reuters", "https://www.reuters.com/", "news", mono("R")),
  site("sfgate", "SFGate", "https://www.sfgate.com/", "news", mono("SF")),
  site("the_guardian", "The Guardian", "https://www.theguardian.com/us", "news", si("theguardian")),
  site("the_hill", "The Hill", "https://thehill.com/", "news", mono("TH")),
  site("the_new_york_times", "The New York Times", "https://www.nytimes.com/", "news", si("newyorktimes"), true),
  site("the_wall_street_journal", "The Wall Street Journal", "https://www.wsj.com/", "news", mono("WSJ")),
  site("the_washington_post", "The Washington Post", "https://www.washingtonpost.com/", "news", si("thewashingtonpost"), true),
  site("top_15_news_sites", "News", "https://sites.google.com/raisingthefloor.org/quickfolders/news", "news", lucide("newspaper")),
  site("us_news", "US News & World Report", "https://www.usnews.com/", "news", si("udotsdotnews")),
  site("usa_today", "USA Today", "https://www.usatoday.com/", "news", mono("USA")),
  site("yahoo_news", "Yahoo! News", "https://news.yahoo.com/", "news", mono("Y!"), true),
  // shopping
  site("amazon", "Amazon", "https://www.amazon.com/", "shopping", mono("A"), true),
  site("best_buy", "Best Buy", "https://www.bestbuy.com/", "shopping", mono("BB")),
  site("craigslist", "Craigslist", "https://www.craigslist.org/", "shopping", mono("CL"), true),
  site("ebay", "eBay", "https://www.ebay.com/", "shopping", si("ebay"), true),
  site("etsy", "Etsy", "https://www.etsy.com/", "shopping", si("etsy"), true),
  site("kohls", "Kohl's", "https://www.kohls.com/", "shopping", mono("K")),
  site("macys", "Macy's", "https://www.macys.com/", "shopping", si("macys")),
  site("target", "Target", "https://www.target.com/", "shopping", si("target")),
  site("walmart", "Walmart", "https://www.walmart.com/", "shopping", mono("W")),
  site("wayfair", "Wayfair", "https://www.wayfair.com/", "shopping", mono("W")),
  // multimedia
  site("amazon_music", "Amazon Music", "https://music.amazon.com/home", "multimedia", mono("AM")),
  site("apple_music", "Apple Music", "https://music.apple.com/", "multimedia", si("applemusic")),
  site("deezer", "Deezer", "https://www.deezer.com/", "multimedia", si("deezer")),
  site("disney_plus", "Disney Plus", "https://www.disneyplus.com/", "multimedia", mono("D+")),
  site("hulu", "Hulu", "https://www.hulu.com/", "multimedia", mono("hulu")),
  site("iheart_radio", "iHeartRadio", "https://www.iheart.com/", "multimedia", si("iheartradio")),
  site("netflix", "Netflix", "https://www.netflix.com/", "multimedia", si("netflix"), true),
  site("pandora", "Pandora", "https://www.pandora.com/station", "multimedia", si("pandora"), true),
  site("soundcloud", "SoundCloud", "https://soundcloud.com/", "multimedia", si("soundcloud")),
  site("spotify", "Spotify", "https://open.spotify.com/", "multimedia", si("spotify"), true),
  site("tidal", "Tidal", "https://tidal.com/", "multimedia", si("tidal")),
  site("tunein", "TuneIn", "https://tunein.com/", "multimedia", mono("TI")),
  site("vimeo", "Vimeo", "https://vimeo.com/", "multimedia", si("vimeo")),
  site("youtube", "YouTube", "https://www.youtube.com/", "multimedia", si("youtube"), true),
  site("youtube_music", "YouTube Music", "https://music.youtube.com/", "multimedia", si("youtubemusic")),
  // onlineFileDrives
  site("box", "Box", "https://app.box.com/folder/0", "onlineFileDrives", si("box"), true),
  site("dropbox", "Dropbox", "https://www.dropbox.com/h", "onlineFileDrives", si("dropbox"), true),
  site("google_drive", "Google Drive", "https://drive.google.com/", "onlineFileDrives", si("googledrive"), true),
  site("icloud_drive", "iCloud Drive", "https://www.icloud.com/iclouddrive/", "onlineFileDrives", si("icloud"), true),
  site("onedrive", "OneDrive", "https://onedrive.live.com/", "onlineFileDrives", mono("OD"), true),
  // weather: no group; search finds these
  site("accuweather", "AccuWeather", "https://www.accuweather.com/", "weather", si("accuweather"), true),
  site("national_weather_service", "National Weather Service", "https://www.weather.gov/", "weather", mono("NWS"), true),
  site("the_weather_channel", "The Weather Channel", "https://weather.com/", "weather", si("theweatherchannel"), true),
  site("weather_underground", "Weather Underground", "https://www.wunderground.com/", "weather", mono("WU"), true),
  // photo (a hidden group)
  site("google_photos", "Google Photos", "https://photos.google.com", "photo", si("googlephotos"), true),
  // app (hidden group: offered through "Open an app")
  {
    key: "default-browser",
    kind: "application",
    subkind: "app",
    label: "Web Browser",
    catalogLabel: "Default web browser",
    description: "Starts the web browser the computer normally uses.",
    groups: ["app"],
    primary: false,
    default: "browser",
    params: [],
    icon: lucide("globe"),
  },
  {
    key: "default-email",
    kind: "application",
    subkind: "app",
    label: "Email",
    catalogLabel: "Default email app",
    description: "Starts the email program the computer normally uses.",
    groups: ["app"],
    primary: false,
    default: "email",
    params: [],
    icon: lucide("mail"),
  },
  program("calculator_app", "Calculator", "calculator", lucide("calculator")),
  program("firefox_app", "Firefox", "firefox", si("firefox")),
  program("google_chrome_app", "Google Chrome", "googleChrome", si("googlechrome")),
  program("microsoft_access_app", "Microsoft Access", "microsoftAccess", mono("A")),
  program("microsoft_edge_app", "Microsoft Edge", "microsoftEdge", mono("E")),
  program("microsoft_excel_app", "Microsoft Excel", "microsoftExcel", mono("X")),
  program("microsoft_onenote_app", "Microsoft OneNote", "microsoftOneNote", mono("N")),
  program("microsoft_outlook_app", "Microsoft Outlook", "microsoftOutlook", mono("O")),
  program("microsoft_powerpoint_app", "Microsoft PowerPoint", "microsoftPowerPoint", mono("P")),
  program("microsoft_quick_assist_app", "Quick Assist", "microsoftQuickAssist", mono("QA")),
  {
    key: "microsoft_skype_app",
    kind: "application",
    subkind: "app",
    label: "Skype",
    catalogLabel: "Skype App",
    description: "Starts the Skype program, or calls a person with it.",
    groups: ["app"],
    primary: false,
    params: SKYPE_PARAMS,
    // Starts as "just open Skype"; unticking asks for a person to call.
    initial: { skypeNoCall: true, skypeId: "", skypeAction: "?call" },
    maker: "skype",
    icon: mono("S"),
  },
  program("microsoft_teams_app", "Microsoft Teams", "microsoftTeams", mono("T")),
  program("microsoft_word_app", "Microsoft Word", "microsoftWord", mono("W")),
  program("opera_app", "Opera", "opera", si("opera")),
];

const BY_KEY = new Map(BUTTONS.map((b) => [b.key, b]));

/** The catalogue button with this key, or undefined. */
export function getButton(key: string): CatalogueButton | undefined {
  return BY_KEY.get(key);
}
