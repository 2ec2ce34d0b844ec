// reCAPTCHA v3 on the reset request, only when a site key is configured (S1 §5: "A captcha response is
// fetched only if a site key is configured"). Without a key nothing is rendered and nothing is sent.
// It needs scripts: with JavaScript off the form is sent without a token and /v1 refuses it when
// RECAPTCHA_SECRET is set (see docs/decisions.md).
import { useNonce } from "../shared/ui/nonce.tsx";

export const CAPTCHA_FIELD = "g_recaptcha_response";

function submitScript(siteKey: string): string {
  const key = JSON.stringify(siteKey).replace(/</g, "\\u003c");
  return `(function(){var s=document.currentScript,f=s&&s.closest("form");if(!f)return;f.addEventListener("submit",function(e){var g=window.grecaptcha,i=f.querySelector("[name=${CAPTCHA_FIELD}]");if(!g||!i||i.value)return;e.preventDefault();g.ready(function(){g.execute(${key},{action:"reset_password"}).then(function(t){i.value=t;f.submit();},function(){f.submit();});});});})();`;
}

export function Captcha({ siteKey }: { siteKey: string | null }) {
  const nonce = useNonce();
  if (!siteKey) return null;
  return (
    <>
      <input type="hidden" name={CAPTCHA_FIELD} value="" />
      <script
        nonce={nonce}
        async
        src={`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`}
      />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: submitScript(siteKey) }} />
    </>
  );
}
