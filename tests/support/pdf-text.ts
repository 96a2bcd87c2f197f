import { inflateSync } from "node:zlib";

/** The text a PDF shows: pdfkit writes each line as hex strings in a TJ array, in compressed streams. */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const stream of pdf.toString("latin1").matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Buffer.from(stream[1] ?? "", "latin1");
    let content: string;
    try {
      content = inflateSync(bytes).toString("latin1");
    } catch {
      content = bytes.toString("latin1");
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...(array[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)];
      lines.push(pieces.map((piece) => Buffer.from(piece[1] ?? "", "hex").toString("latin1")).join(""));
    }
  }
  return lines.join("\n");
}
