import { PRODUCT_NAME } from "../../contract/product.ts";
import { Page } from "../shared/ui/page.tsx";

export default function Privacy() {
  return (
    <Page title="Privacy policy">
      <p>
        {PRODUCT_NAME} keeps your email address, your password (only as a one-way hash), the names of the
        people in your groups and the bars you build for them. We use them only to provide the service.
      </p>
      <p>
        One cookie keeps you signed in. It is encrypted, cannot be read by scripts, and is removed when you
        sign out. We use no advertising or tracking cookies and load nothing from other sites.
      </p>
      <p>Deleting your account removes your data and the groups that only you manage.</p>
    </Page>
  );
}
