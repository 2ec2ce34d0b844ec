// The dashboard's way to the group base bar (docs/decisions/030-base-bar-is-a-bar.md).
import { BASE_BAR_PATH } from "./paths.ts";

export function BaseBarLink() {
  return (
    <>
      <h3 id="base-bar">Group base bar</h3>
      <p>
        <a href={BASE_BAR_PATH}>Buttons every member gets</a>
      </p>
    </>
  );
}
