import { PRODUCT_NAME, BAR_NAME } from "../shared/product.ts";
import { Page } from "../shared/ui/page.tsx";

export default function Help() {
  return (
    <Page title="Help">
      <p>
        {PRODUCT_NAME} lets you build a {BAR_NAME}: a toolbar of large buttons that opens websites, starts
        programs and changes settings such as text size, on the computer of someone you support.
      </p>
      <h2 className="heading-m">Signing in</h2>
      <p>
        Use the email address and password you chose when you created your account. If you forgot your
        password, use <a href="/reset-password">I forgot my password</a> on the sign-in page.
      </p>
      <h2 className="heading-m">Using the site without a mouse</h2>
      <p>
        Every page works with the keyboard alone and with JavaScript turned off. Press Tab to move between
        controls and Enter to use them; the first Tab on a page shows a link that skips to its content.
      </p>
    </Page>
  );
}
