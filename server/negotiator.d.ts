// The part of negotiator (the content negotiation the compression middleware uses) server/document-encoding.ts
// calls; the package ships no types.
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The best of `available` for the request's Accept-Encoding; ties go to the order of `preferred`. */
    encoding(available?: string[], preferred?: string[]): string | undefined;
  }
}
