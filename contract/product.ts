// The product's name, set in one place. The specs write it as `{product}`.
export const PRODUCT_NAME = "Tandem";
/** Lower-case slug used in paths such as /dashboard/tandembar-editor/ and /free-tandem-plus. */
export const PRODUCT_SLUG = PRODUCT_NAME.toLowerCase();
export const BAR_NAME = `${PRODUCT_NAME}Bar`;
