// The floor app of the bench (bench/floor/README in server.ts): React Router with no project code.
import type { Config } from "@react-router/dev/config";

export default { ssr: true, appDirectory: "app", buildDirectory: "build" } satisfies Config;
