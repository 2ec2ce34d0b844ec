// The language a request is read in (docs/decisions/048): `?lang=` (kept in the session, and saved by /v1 for a
// signed-in user), else the session's (the user's saved language, copied at sign-in), else the browser's, else
// English. Root middleware puts it in the request's context for the layout, loaders, actions and mail.
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { SOURCE_LANGUAGE, type Language } from "../../contract/language.ts";
import { resolveLanguage } from "../../common/i18n/negotiate.ts";
import { messagesFor, type Catalogue, type Messages } from "../../common/i18n/messages.ts";
import { requestInfoContext } from "./context.ts";
import { sessionContext } from "./session.server.ts";
import { ApiError, userV1 } from "./v1-client.server.ts";

export const languageContext = createContext<Language>(SOURCE_LANGUAGE);

export const languageMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = context.get(sessionContext);
  const { language, chosen } = resolveLanguage({
    query: new URL(request.url).searchParams.get("lang"),
    session: session.data.language,
    acceptLanguage: request.headers.get("accept-language"),
  });
  context.set(languageContext, language);
  if (chosen && session.data.language !== language) {
    session.set({ language });
    const { token, userId } = session.data;
    if (session.loggedIn && token && userId) {
      try {
        await userV1(token, { requestId: context.get(requestInfoContext).requestId }).updateLanguage(
          userId,
          language,
        );
      } catch (error) {
        // The page is still read in the chosen language; the next choice (or sign-in) saves it again.
        if (!(error instanceof ApiError)) throw error;
      }
    }
  }
  const response = await next();
  // The same address is written in another language for another browser or session.
  try {
    response.headers.append("Vary", "Accept-Language");
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.append("Vary", "Accept-Language");
    return copy;
  }
};

/** The language of the request (loaders and actions). */
export function requestLanguage(context: Readonly<RouterContextProvider>): Language {
  return context.get(languageContext);
}

/** A catalogue's words in the request's language (loaders and actions). */
export function requestMessages<K extends string>(
  context: Readonly<RouterContextProvider>,
  catalogue: Catalogue<K>,
): Messages<K> {
  return messagesFor(catalogue, requestLanguage(context));
}
