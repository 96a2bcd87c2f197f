import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [index("routes/home.tsx"), route("items/:slug", "routes/item.tsx")] satisfies RouteConfig;
