import { PRODUCT_NAME, BAR_NAME } from "../../contract/product.ts";
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
      <h2 className="heading-m" id="installing">
        Installing {PRODUCT_NAME}
      </h2>
      <p>
        {PRODUCT_NAME} runs on computers with Windows 10 (version 2004 or newer) or Windows 11, and on Macs
        with macOS 10.14 (Mojave) or newer. It does not run on phones, tablets or Chromebooks.
      </p>
      <ol className="list list--number">
        <li>
          On the computer where the {BAR_NAME} will be used, open the <a href="/download">download page</a>.
          It offers the installer for that computer&apos;s system.
        </li>
        <li>
          Windows: open the downloaded setup file and follow the steps. If Windows asks whether to allow the
          app to make changes, choose Yes.
        </li>
        <li>
          Mac: open the downloaded package and follow the steps. If macOS asks for permission to control the
          computer (Accessibility), allow it in System Settings, Privacy &amp; Security.
        </li>
        <li>
          Start {PRODUCT_NAME} and sign in with the email address and password of your {PRODUCT_NAME} account.
          The bars made for you appear at the edge of the screen.
        </li>
      </ol>
      <p>
        If the download page says the installer is not available from this server yet, the people who run this{" "}
        {PRODUCT_NAME} site have not published it here. Ask the person who invited you, or the site&apos;s
        administrators, for the installer.
      </p>
      <h2 className="heading-m">Using the site without a mouse</h2>
      <p>
        Every page works with the keyboard alone and with JavaScript turned off. Press Tab to move between
        controls and Enter to use them; the first Tab on a page shows a link that skips to its content.
      </p>
    </Page>
  );
}
