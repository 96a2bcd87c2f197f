import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "~/server/logger.server";
import { offlineGeocoder } from "./offline.server";
import { createPostcodesIoGeocoder } from "./postcodes-io.server";

/** Canned answers in postcodes.io's shapes (trimmed to the fields the provider reads, plus one extra). */
const ROUTES: Record<string, (response: ServerResponse) => void> = {
  "/postcodes/SW1A%201AA": json(200, {
    status: 200,
    result: { postcode: "SW1A 1AA", outcode: "SW1A", latitude: 51.501009, longitude: -0.141588, country: "England" },
  }),
  "/postcodes/JE2%203AB": json(200, {
    status: 200,
    result: { postcode: "JE2 3AB", outcode: "JE2", latitude: null, longitude: null, country: "Channel Islands" },
  }),
  "/postcodes/ZZ1%201ZZ": json(404, { status: 404, error: "Postcode not found" }),
  "/postcodes/M1%201AE": json(500, { status: 500, error: "Internal server error" }),
  "/postcodes/LS1%204AP": () => undefined, // never answers: the timeout must end the wait
  "/outcodes/M4": json(200, { status: 200, result: { outcode: "M4", latitude: 53.4847, longitude: -2.2256 } }),
  "/outcodes/ZZ9": json(404, { status: 404, error: "Outcode not found" }),
  "/outcodes/B1": (response) => response.writeHead(200, { "content-type": "application/json" }).end("<html>"),
  "/places?q=Leeds&limit=1": json(200, {
    status: 200,
    result: [{ name_1: "Leeds", latitude: 53.79648, longitude: -1.54785, local_type: "City" }],
  }),
  "/places?q=milton%20keynes&limit=1": json(200, {
    status: 200,
    result: [{ name_1: "Milton Keynes", latitude: 52.04172, longitude: -0.75583, local_type: "Town" }],
  }),
  "/places?q=Atlantis&limit=1": json(200, { status: 200, result: [] }),
};

function json(status: number, body: unknown) {
  return (response: ServerResponse) =>
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

let server: Server;
let baseUrl: string;
const requested: string[] = [];

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? "";
    requested.push(url);
    (ROUTES[url] ?? json(404, { status: 404, error: "Resource not found" }))(response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  requested.length = 0;
  vi.restoreAllMocks();
});

/** The fallback logs a warning (console.error); tests that provoke it capture it here. */
const captureWarnings = () => vi.spyOn(logger, "warn").mockImplementation(() => undefined);

describe("createPostcodesIoGeocoder", () => {
  it("geocodes a full postcode to its own point", async () => {
    const geocoder = createPostcodesIoGeocoder({ baseUrl });
    expect(await geocoder.geocode("sw1a1aa")).toEqual({
      lat: 51.501009,
      lng: -0.141588,
      label: "SW1A 1AA",
      postcode: "SW1A 1AA",
      outcode: "SW1A",
      postcodeArea: "SW",
      precision: "postcode",
    });
    expect(requested).toEqual(["/postcodes/SW1A%201AA"]);
  });

  it("geocodes an outward code to its district centroid", async () => {
    const geocoder = createPostcodesIoGeocoder({ baseUrl });
    expect(await geocoder.geocode("m4")).toEqual({
      lat: 53.4847,
      lng: -2.2256,
      label: "M4",
      outcode: "M4",
      postcodeArea: "M",
      precision: "district",
    });
  });

  it("geocodes a town name through the places search", async () => {
    const geocoder = createPostcodesIoGeocoder({ baseUrl });
    expect(await geocoder.geocode("Leeds")).toEqual({
      lat: 53.79648,
      lng: -1.54785,
      label: "Leeds",
      precision: "town",
    });
    expect(await geocoder.geocode(" milton keynes ")).toMatchObject({ label: "Milton Keynes", precision: "town" });
    expect(requested).toEqual(["/places?q=Leeds&limit=1", "/places?q=milton%20keynes&limit=1"]);
  });

  it("returns undefined for what postcodes.io does not know", async () => {
    const geocoder = createPostcodesIoGeocoder({ baseUrl });
    expect(await geocoder.geocode("ZZ1 1ZZ")).toBeUndefined();
    expect(await geocoder.geocode("ZZ9")).toBeUndefined();
    expect(await geocoder.geocode("Atlantis")).toBeUndefined();
  });

  it("answers postcode areas and garbage without a request", async () => {
    const geocoder = createPostcodesIoGeocoder({ baseUrl });
    expect(await geocoder.geocode("M")).toEqual(await offlineGeocoder.geocode("M"));
    expect(await geocoder.geocode("!!!")).toBeUndefined();
    expect(await geocoder.geocode("")).toBeUndefined();
    expect(requested).toEqual([]);
  });

  it("uses the offline centroid for postcodes that postcodes.io has without coordinates", async () => {
    const geocoder = createPostcodesIoGeocoder({ baseUrl });
    const result = await geocoder.geocode("JE2 3AB");
    expect(result).toEqual(await offlineGeocoder.geocode("JE2 3AB"));
    expect(result).toMatchObject({ postcodeArea: "JE", precision: "area" });
  });

  it("falls back to the offline geocoder on a 5xx and logs a warning", async () => {
    const warn = captureWarnings();
    const geocoder = createPostcodesIoGeocoder({ baseUrl });
    const result = await geocoder.geocode("M1 1AE");
    expect(result).toEqual(await offlineGeocoder.geocode("M1 1AE"));
    expect(result).toMatchObject({ postcode: "M1 1AE", precision: "district" });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith("postcodes.io lookup failed; using the offline geocoder", {
      kind: "postcode",
      error: "postcodes.io answered 500",
    });
  });

  it("falls back when the answer is not JSON", async () => {
    const warn = captureWarnings();
    const geocoder = createPostcodesIoGeocoder({ baseUrl });
    expect(await geocoder.geocode("B1")).toEqual(await offlineGeocoder.geocode("B1"));
    expect(warn).toHaveBeenCalledOnce();
  });

  it("falls back when postcodes.io does not answer in time", async () => {
    const warn = captureWarnings();
    const geocoder = createPostcodesIoGeocoder({ baseUrl, timeoutMs: 100 });
    expect(await geocoder.geocode("LS1 4AP")).toEqual(await offlineGeocoder.geocode("LS1 4AP"));
    expect(warn).toHaveBeenCalledOnce();
  });

  it("falls back when postcodes.io cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const warn = captureWarnings();
    const geocoder = createPostcodesIoGeocoder({ baseUrl: `http://127.0.0.1:${port}` });
    expect(await geocoder.geocode("SW1A 1AA")).toEqual(await offlineGeocoder.geocode("SW1A 1AA"));
    expect(warn).toHaveBeenCalledWith("postcodes.io lookup failed; using the offline geocoder", {
      kind: "postcode",
      error: expect.any(String),
    });
  });
});
