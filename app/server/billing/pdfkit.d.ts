/**
 * The part of pdfkit's API the invoice PDF uses (app/server/billing/invoice-pdf.server.ts).
 * Remove this file once @types/pdfkit is installed: it declares the same module.
 */
declare module "pdfkit" {
  interface TextOptions {
    width?: number;
    align?: "left" | "center" | "right" | "justify";
  }
  class PDFDocument {
    constructor(options?: {
      size?: string;
      margin?: number;
      info?: { Title?: string; Author?: string };
    });
    x: number;
    y: number;
    font(name: string): this;
    fontSize(size: number): this;
    text(text: string, options?: TextOptions): this;
    text(text: string, x?: number, y?: number, options?: TextOptions): this;
    moveDown(lines?: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    stroke(): this;
    on(event: "data", listener: (chunk: Buffer) => void): this;
    on(event: "end", listener: () => void): this;
    on(event: "error", listener: (error: Error) => void): this;
    end(): void;
  }
  export default PDFDocument;
}
