// The one part of proxy-addr (MIT, Express's own) the settings check uses; the package ships no types.
declare module "proxy-addr" {
  /** Compiles a trust list as Express does for `trust proxy`; throws TypeError on an entry it cannot read. */
  export function compile(trust: string | string[]): (address: string, hop: number) => boolean;
}
