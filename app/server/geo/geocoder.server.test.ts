import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGeocoder, getGeocoder } from "./geocoder.server";
import { offlineGeocoder } from "./providers/offline.server";

let server: Server;
let baseUrl: string;
const requested: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requested.push(request.url ?? "");
    response.writeHead(404, { "content-type": "application/json" }).end('{"status":404,"error":"Not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("createGeocoder", () => {
  it("uses the offline tables when GEOCODER is offline", () => {
    expect(createGeocoder({ GEOCODER: "offline", POSTCODES_IO_URL: baseUrl })).toBe(offlineGeocoder);
  });

  it("asks the configured postcodes.io when GEOCODER is postcodes-io", async () => {
    const geocoder = createGeocoder({ GEOCODER: "postcodes-io", POSTCODES_IO_URL: baseUrl });
    expect(await geocoder.geocode("SW1A 1AA")).toBeUndefined();
    expect(requested).toEqual(["/postcodes/SW1A%201AA"]);
  });
});

describe("getGeocoder", () => {
  it("defaults to the offline geocoder and keeps one instance", () => {
    expect(getGeocoder()).toBe(offlineGeocoder);
    expect(getGeocoder()).toBe(getGeocoder());
  });
});
