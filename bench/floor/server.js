import { createRequestHandler } from "@react-router/express";
import express from "express";

/**
 * The benchmark's floor: a minimal React Router app (default server entry, Express adapter) on
 * the project's own versions, so a MoveMatch render is measured against what the framework
 * itself costs on the same machine in the same run (docs/performance.md).
 */
const build = await import("./build/server/index.js");
const app = express();
app.disable("x-powered-by");
app.use("/assets", express.static(new URL("./build/client/assets", import.meta.url).pathname, { immutable: true }));
app.all("*", createRequestHandler({ build }));
const port = Number(process.env.PORT ?? 3812);
app.listen(port, process.env.HOST ?? "127.0.0.1");
