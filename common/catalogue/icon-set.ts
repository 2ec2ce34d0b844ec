// Written by scripts/generate-icons.ts; do not edit. The hash of the desktop icon renditions
// (scripts/raster-icons.ts): the build refuses to run when the icons no longer match it.
export const ICON_SET = "842c30bb45";
