// The field limits live in the contract (contract/limits.ts); this module re-exports them for api/.
export { LIMITS, PASSWORD_BLOCKLIST, PASSWORD_MIN_LENGTH, UNLIMITED_MEMBERS } from "../contract/limits.ts";
