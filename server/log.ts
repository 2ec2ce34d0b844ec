// The portal logs with the same stack as the /v1 service (api/log.ts): one logger factory, one
// request-id field, one path redactor.
export {
  createLogger,
  isLogLevel,
  redactPath,
  requestLog,
  serializeError,
  silentLogger,
  REQUEST_ID_FIELD,
  type LogLevel,
  type Logger,
} from "../api/log.ts";
