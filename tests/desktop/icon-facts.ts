// Facts of the desktop apps' public source about icons, used as identifiers only (no picture of theirs is here).
// Windows: raisingthefloor/morphic-windows v1.11 (commit f4a3473): Morphic.Client/Assets/bar-icons,
//   Morphic.Client/Bar/BarImages.cs, Bar/Data/BarButton.cs, DefaultConfig/presets.json5.
// macOS: raisingthefloor/morphic-macos (commit 16a5192): MorphicBar/Assets/Icons, MorphicBarButtonItemIcon.swift,
//   MorphicService/UserService.swift, MorphicBar/MorphicBarItem.swift.

/** A list written as words separated by white space. */
function words(text: string): readonly string[] {
  return text.trim().split(/\s+/);
}

/** A map written as name=value words. */
function pairs(text: string): Readonly<Record<string, string>> {
  return Object.fromEntries(words(text).map((pair) => pair.split("=") as [string, string]));
}

/** The Windows app's bundled bar icons (Assets/bar-icons). */
export const WINDOWS_BAR_ICON_FILES: readonly string[] = words(`
  calendar.xaml comments.xaml envelope-open-text.xaml envelope-open.xaml envelope-outline-open.xaml
  envelope-outline.xaml envelope.xaml favicon_foxNews.xaml globe.xaml logo_abcNews.xaml logo_alJazeera.jpg
  logo_amazon.xaml logo_amazonMusic.png logo_aolOld.png logo_bbc.xaml logo_bestBuy.xaml logo_bloomberg.xaml
  logo_box.xaml logo_calculator.png logo_cbsNews.xaml logo_chrome.png logo_cnbc.xaml logo_cnn.xaml
  logo_craigslist.xaml logo_deezer.xaml logo_disneyPlus.xaml logo_dropbox.xaml logo_drudgeReport.xaml
  logo_ebay.png logo_etsy.xaml logo_facebook.xaml logo_firefox.png logo_forbes.png logo_foxNews.xaml
  logo_gmail.png logo_googleDrive.png logo_googleNews.png logo_huffpost.xaml logo_hulu.xaml logo_icloud.xaml
  logo_iheartRadio.xaml logo_imgur.xaml logo_instagram.png logo_itunes.png logo_kohls.xaml logo_laTimes.xaml
  logo_linkedIn.xaml logo_macys.xaml logo_mail.jpg logo_msaccess.xaml logo_msedge.png logo_msexcel.xaml
  logo_msonenote.xaml logo_msoutlook.xaml logo_mspowerpoint.xaml logo_msquickassist.png logo_msteams.xaml
  logo_msword.xaml logo_nbcNews.xaml logo_netflix.png logo_newYorkTimes.xaml logo_nextdoor.xaml logo_npr.xaml
  logo_onedrive.xaml logo_opera.png logo_outlook.xaml logo_pandora.jpg logo_pinterest.xaml logo_reddit.xaml
  logo_reuters.xaml logo_skype.xaml logo_soundcloud.xaml logo_spotify.xaml logo_target.xaml
  logo_theGuardian.xaml logo_theHill.jpeg logo_tidal.png logo_tumblr.xaml logo_twitter.xaml
  logo_usaToday.xaml logo_vimeo.xaml logo_walmart.xaml logo_washingtonPost.xaml logo_wayfair.png
  logo_wsj.xaml logo_yahoo.xaml logo_yahoomail.xaml logo_youtube.xaml logo_youtubeMusic.xaml
  morphic-logo.xaml newspaper.xaml window-maximize.xaml
`);

/** BarImages.TranslateImageUrlToFileName: image_url values that are not the file's own name. */
export const WINDOWS_IMAGE_URL_NAMES: Readonly<Record<string, string>> = pairs(`
  abcnews=logo_abcNews aljazeera=logo_alJazeera amazon=logo_amazon amazonmusic=logo_amazonMusic
  aolold=logo_aolOld bbc=logo_bbc bestbuy=logo_bestBuy bloomberg=logo_bloomberg box=logo_box
  calculator=logo_calculator calendar$calendar=calendar cbsnews=logo_cbsNews chrome=logo_chrome
  cnbc=logo_cnbc cnn=logo_cnn craigslist=logo_craigslist deezer=logo_deezer disneyplus=logo_disneyPlus
  dropbox=logo_dropbox drudgereport=logo_drudgeReport ebay=logo_ebay etsy=logo_etsy email$envelope=envelope
  email$envelopeopen=envelope-open email$envelopeopentext=envelope-open-text
  email$envelopeoutline=envelope-outline email$envelopeoutlineopen=envelope-outline-open
  facebook=logo_facebook faviconfoxnews=favicon_foxNews firefox=logo_firefox forbes=logo_forbes
  foxnews=logo_foxNews gmail=logo_gmail googledrive=logo_googleDrive googlenews=logo_googleNews
  huffpost=logo_huffpost hulu=logo_hulu icloud=logo_icloud news$newspaper=newspaper
  iheartradio=logo_iheartRadio imgur=logo_imgur instagram=logo_instagram itunes=logo_itunes kohls=logo_kohls
  latimes=logo_laTimes linkedin=logo_linkedIn macys=logo_macys mail=logo_mail msaccess=logo_msaccess
  msedge=logo_msedge msexcel=logo_msexcel msonenote=logo_msonenote msoutlook=logo_msoutlook
  mspowerpoint=logo_mspowerpoint msquickassist=logo_msquickassist msteams=logo_msteams msword=logo_msword
  nbcnews=logo_nbcNews netflix=logo_netflix nextdoor=logo_nextdoor newyorktimes=logo_newYorkTimes
  npr=logo_npr onedrive=logo_onedrive opera=logo_opera outlook=logo_outlook pandora=logo_pandora
  pinterest=logo_pinterest reddit=logo_reddit reuters=logo_reuters skype=logo_skype spotify=logo_spotify
  soundcloud=logo_soundcloud target=logo_target theguardian=logo_theGuardian thehill=logo_theHill
  tidal=logo_tidal tumblr=logo_tumblr twitter=logo_twitter usatoday=logo_usaToday vimeo=logo_vimeo
  walmart=logo_walmart washingtonpost=logo_washingtonPost wayfair=logo_wayfair windowmaximize=window-maximize
  wsj=logo_wsj yahoo=logo_yahoo yahoomail=logo_yahoomail youtube=logo_youtube youtubemusic=logo_youtubeMusic
`);

/** BarImages.GetBarIconFile: the extensions tried after the name. */
export const WINDOWS_ICON_EXTENSIONS = ["", ".xaml", ".png", ".ico", ".jpg", ".jpeg", ".gif"] as const;

/**
 * Action identifiers whose preset (presets.json5) makes the Windows app draw its own control (widget "multi", or
 * kind "setting"), which shows no image. Other actions ("log-off") are buttons drawn with their image.
 */
export const WINDOWS_APP_DRAWN_ACTIONS: ReadonlySet<string> = new Set([
  "screen-zoom",
  "magnify",
  "volume",
  "magnify-old",
  "nightmode",
  "night-mode",
  "read-aloud",
  "copy-paste",
  "high-contrast",
  "color-vision",
  "dark-mode",
  "snip",
  "usbopeneject",
  "voice-control",
]);

/** MorphicBarButtonItemIcon's cases: the only image_url values the macOS app shows (it downloads nothing). */
export const MAC_ICON_NAMES: readonly string[] = words(`
  abcnews amazon aolold itunes bbc bestbuy bloomberg box calculator calendar$calendar cbsnews chrome cnbc cnn
  comments craigslist deezer disneyplus dropbox drudgereport etsy email$envelope email$envelopeopen
  email$envelopeopentext email$envelopeoutline email$envelopeoutlineopen facebook firefox forbes
  faviconfoxnews foxnews globe gmail googledrive googlenews huffpost hulu icloud iheartradio imgur instagram
  kohls latimes linkedin macys msedge msexcel msonenote msoutlook mspowerpoint msteams msword nbcnews netflix
  news$newspaper newyorktimes nextdoor npr onedrive opera outlook pinterest reddit reuters skype spotify
  soundcloud target theguardian tumblr twitter usatoday vimeo walmart washingtonpost windowmaximize wsj yahoo
  yahoomail youtube youtubemusic
`);

/** MorphicBarButtonItemIcon.translateImageUrlToFileName (other names are their own file name). */
export const MAC_IMAGE_URL_NAMES: Readonly<Record<string, string>> = pairs(`
  abcnews=logo_abcNews amazon=logo_amazon aolold=logo_aolOld bbc=logo_bbc bestbuy=logo_bestBuy
  bloomberg=logo_bloomberg box=logo_box calculator=logo_calculator calendar$calendar=calendar
  cbsnews=logo_cbsNews chrome=logo_chrome cnbc=logo_cnbc cnn=logo_cnn craigslist=logo_craigslist
  deezer=logo_deezer disneyplus=logo_disneyPlus dropbox=logo_dropbox drudgereport=logo_drudgeReport
  email$envelope=envelope email$envelopeopen=envelope_open email$envelopeopentext=envelope_open_text
  email$envelopeoutline=envelope_outline email$envelopeoutlineopen=envelope_outline_open etsy=logo_etsy
  facebook=logo_facebook faviconfoxnews=favicon_foxNews firefox=logo_firefox forbes=logo_forbes
  foxnews=logo_foxNews gmail=logo_gmail googledrive=logo_googleDrive googlenews=logo_googleNews
  huffpost=logo_huffpost hulu=logo_hulu icloud=logo_icloud iheartradio=logo_iheartRadio imgur=logo_imgur
  instagram=logo_instagram itunes=logo_itunes kohls=logo_kohls latimes=logo_laTimes linkedin=logo_linkedIn
  macys=logo_macys msedge=logo_msedge msexcel=logo_msexcel msonenote=logo_msonenote msoutlook=logo_msoutlook
  mspowerpoint=logo_mspowerpoint msteams=logo_msteams msword=logo_msword nbcnews=logo_nbcNews
  netflix=logo_netflix news$newspaper=newspaper newyorktimes=logo_newYorkTimes nextdoor=logo_nextdoor
  npr=logo_npr onedrive=logo_onedrive opera=logo_opera outlook=logo_outlook pinterest=logo_pinterest
  reddit=logo_reddit reuters=logo_reuters skype=logo_skype soundcloud=logo_soundcloud spotify=logo_spotify
  target=logo_target theguardian=logo_theGuardian tidal=logo_tidal twitter=logo_twitter tumblr=logo_tumblr
  usatoday=logo_usaToday vimeo=logo_vimeo walmart=logo_walmart washingtonpost=logo_washingtonPost
  wsj=logo_wsj windowmaximize=window_maximize yahoo=logo_yahoo yahoomail=logo_yahoomail youtube=logo_youtube
  youtubemusic=logo_youtubeMusic
`);

/** The macOS app's bundled icons (MorphicBar/Assets/Icons); it looks for `<file>.pdf` and stops if it is missing. */
export const MAC_ICON_FILES: readonly string[] = words(`
  calendar.pdf comments.pdf envelope.pdf envelope_open.pdf envelope_open_text.pdf envelope_outline.pdf
  envelope_outline_open.pdf favicon_foxNews.pdf globe.pdf logo_abcNews.pdf logo_alJazeera.jpg logo_amazon.pdf
  logo_amazonMusic.png logo_aolOld.pdf logo_bbc.pdf logo_bestBuy.pdf logo_bloomberg.pdf logo_box.pdf
  logo_calculator.pdf logo_cbsNews.pdf logo_chrome.pdf logo_cnbc.pdf logo_cnn.pdf logo_craigslist.pdf
  logo_deezer.pdf logo_disneyPlus.pdf logo_dropbox.pdf logo_drudgeReport.pdf logo_ebay.png logo_etsy.pdf
  logo_facebook.pdf logo_firefox.pdf logo_forbes.pdf logo_foxNews.pdf logo_gmail.pdf logo_googleDrive.pdf
  logo_googleNews.pdf logo_huffpost.pdf logo_hulu.pdf logo_icloud.pdf logo_iheartRadio.pdf logo_imgur.pdf
  logo_instagram.pdf logo_itunes.pdf logo_kohls.pdf logo_laTimes.pdf logo_linkedIn.pdf logo_macys.pdf
  logo_mail.jpg logo_msedge.pdf logo_msexcel.pdf logo_msonenote.pdf logo_msoutlook.pdf logo_mspowerpoint.pdf
  logo_msteams.pdf logo_msword.pdf logo_nbcNews.pdf logo_netflix.pdf logo_newYorkTimes.pdf logo_nextdoor.pdf
  logo_npr.pdf logo_onedrive.pdf logo_opera.pdf logo_outlook.pdf logo_pandora.jpg logo_pinterest.pdf
  logo_reddit.pdf logo_reuters.pdf logo_skype.pdf logo_soundcloud.pdf logo_spotify.pdf logo_target.pdf
  logo_theGuardian.pdf logo_theHill.jpeg logo_tidal.png logo_tumblr.pdf logo_twitter.pdf logo_usaToday.pdf
  logo_vimeo.pdf logo_walmart.pdf logo_washingtonPost.pdf logo_wayfair.png logo_wsj.pdf logo_yahoo.pdf
  logo_yahoomail.pdf logo_youtube.pdf logo_youtubeMusic.pdf newspaper.pdf window_maximize.pdf
`);
