// The built client files (production; Vite serves them in development). Hashed file names never change: cached
// for a year. Other public files for an hour. Scripts, styles and icons go out as the build compressed them
// (scripts/build.ts): Brotli when the browser takes it, else gzip; compression() leaves what is already encoded
// alone.
import express, { type Router } from "express";
import expressStaticGzip from "express-static-gzip";

function precompressed(dir: string, serveStatic: expressStaticGzip.ExpressStaticGzipOptions["serveStatic"]) {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    index: false,
    serveStatic,
  });
}

export function staticFiles(clientDir: string): Router {
  const router = express.Router();
  router.use(
    "/assets",
    precompressed(`${clientDir}/assets`, { immutable: true, maxAge: "1y", index: false }),
  );
  // The desktop apps' PNG icons sit in a folder named by a hash of the whole set (scripts/raster-icons.ts):
  // they never change under their name either.
  router.use(
    "/icons/bar",
    precompressed(`${clientDir}/icons/bar`, { immutable: true, maxAge: "1y", index: false }),
  );
  // Other public files (favicon, scripts, icons…) have a file extension; pages do not, so they are not
  // looked up on the disk first.
  const publicFiles = precompressed(clientDir, { maxAge: "1h", index: false });
  router.use((req, res, next) =>
    /\.[A-Za-z0-9]+$/.test(req.path) && !req.path.endsWith(".data") ? publicFiles(req, res, next) : next(),
  );
  return router;
}
