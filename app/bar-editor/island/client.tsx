// The island's entry (vite.island.config.ts): hydrates the editor region and nothing else of the page. If this
// module never loads, the server's no-JS editor in the region keeps working as it was sent.
import { hydrateRoot } from "react-dom/client";
import { receiveTranslation } from "../../../common/catalogue/translations/sent.ts";
import { ISLAND_ID, ISLAND_PROPS_ID, type IslandProps } from "./model.ts";
import { EditorRegion } from "./region.tsx";

const container = document.getElementById(ISLAND_ID);
const data = document.getElementById(ISLAND_PROPS_ID)?.textContent;
if (container && data) {
  const props = JSON.parse(data) as IslandProps;
  // The catalogue's words in the reader's language, before the first render (it must equal the server's).
  if (props.words.catalogue) receiveTranslation(props.words.language, props.words.catalogue);
  hydrateRoot(container, <EditorRegion {...props} />);
}
