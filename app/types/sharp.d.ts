/**
 * The part of sharp's API (0.34/0.35, its own lib/index.d.ts) that app/server/media uses, for
 * checking the code while the package is not installed. Delete this file once `sharp` is in
 * package.json: the package's own declarations then apply.
 */
declare module "sharp" {
  type FormatName = "jpeg" | "png" | "webp" | "gif" | "avif" | "heif" | "tiff" | "svg" | "jp2" | "jxl" | "raw";

  interface SharpOptions {
    failOn?: "none" | "truncated" | "error" | "warning";
    limitInputPixels?: number | boolean;
    create?: { width: number; height: number; channels: 3 | 4; background: { r: number; g: number; b: number } };
  }

  interface Metadata {
    format?: FormatName;
    width?: number;
    height?: number;
  }

  interface ResizeOptions {
    width?: number;
    height?: number;
    fit?: "cover" | "contain" | "fill" | "inside" | "outside";
    withoutEnlargement?: boolean;
  }

  interface OutputInfo {
    format: string;
    size: number;
    width: number;
    height: number;
  }

  interface Sharp {
    metadata(): Promise<Metadata>;
    rotate(): Sharp;
    resize(options: ResizeOptions): Sharp;
    webp(options?: { quality?: number }): Sharp;
    png(): Sharp;
    gif(): Sharp;
    jpeg(options?: { quality?: number }): Sharp;
    toBuffer(): Promise<Buffer>;
    toBuffer(options: { resolveWithObject: true }): Promise<{ data: Buffer; info: OutputInfo }>;
  }

  function sharp(input?: Buffer | Uint8Array | SharpOptions, options?: SharpOptions): Sharp;
  export default sharp;
}
