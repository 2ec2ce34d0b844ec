import { route, type RouteConfig } from "@react-router/dev/routes";

export default [route("login", "login.tsx")] satisfies RouteConfig;
