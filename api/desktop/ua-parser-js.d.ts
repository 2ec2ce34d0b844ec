// The few parts of ua-parser-js 1.x (MIT) the device record uses; the package ships no types.
declare module "ua-parser-js" {
  type Rule = [RegExp[], (string | [string, string])[]];
  interface Extensions {
    browser?: Rule[number][];
    os?: Rule[number][];
  }
  interface Result {
    browser: { name?: string; version?: string };
    os: { name?: string; version?: string };
  }
  class UAParser {
    constructor(ua: string, extensions?: Extensions);
    getResult(): Result;
    static BROWSER: { NAME: string; VERSION: string };
    static OS: { NAME: string; VERSION: string };
  }
  export default UAParser;
}
