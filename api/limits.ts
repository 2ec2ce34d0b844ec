// The field limits live in the contract (contract/limits.ts); this module re-exports them for api/.
export { LIMITS, UNLIMITED_MEMBERS } from "../contract/limits.ts";
