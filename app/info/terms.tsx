import { PRODUCT_NAME } from "../../contract/product.ts";
import { Page } from "../shared/ui/page.tsx";

export default function Terms() {
  return (
    <Page title="Terms of service">
      <p>
        By creating a {PRODUCT_NAME} account you agree to use it to help the people you support, and only with
        their consent. You are responsible for the buttons you put on their bars and for keeping your password
        to yourself.
      </p>
      <p>
        You can delete your account at any time from your account settings. Paid plans renew until you cancel
        them; a cancelled plan stays active until the end of the period you paid for.
      </p>
    </Page>
  );
}
