import { inflateSync } from "node:zlib";

/**
 * The text a PDF shows, one line per TJ array. pdfkit writes text as hex strings: bytes of a
 * standard font (read as Latin-1), or glyph ids of an embedded font, which its ToUnicode map
 * turns back into text. Enough for pdfkit's output, not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const objects = new Map<string, { dictionary: string; stream: string }>();
  for (const object of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const [dictionary = "", raw] = (object[2] ?? "").split(/stream\r?\n/, 2);
    let stream = "";
    if (raw !== undefined) {
      const bytes = Buffer.from(raw.replace(/\r?\nendstream\s*$/, ""), "latin1");
      try {
        stream = inflateSync(bytes).toString("latin1");
      } catch {
        stream = bytes.toString("latin1");
      }
    }
    objects.set(object[1] ?? "", { dictionary, stream });
  }

  // Font resource name (/F1) → code → text, for every font with a ToUnicode map.
  const fonts = new Map<string, Map<number, string>>();
  for (const { dictionary } of objects.values()) {
    for (const resources of dictionary.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const [, name = "", ref = ""] of (resources[1] ?? "").matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
        const toUnicode = objects.get(ref)?.dictionary.match(/\/ToUnicode\s+(\d+) 0 R/)?.[1];
        if (toUnicode) fonts.set(name, unicodeMap(objects.get(toUnicode)?.stream ?? ""));
      }
    }
  }

  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    let font: Map<number, string> | undefined;
    for (const match of stream.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (match[1] !== undefined) {
        font = fonts.get(match[1]);
        continue;
      }
      const pieces = [...(match[2] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((piece) => piece[1] ?? "");
      lines.push(
        pieces.map((hex) => (font ? decodeGlyphs(hex, font) : Buffer.from(hex, "hex").toString("latin1"))).join(""),
      );
    }
  }
  return lines.join("\n");
}

/** pdfkit's ToUnicode map: `<start> <end> [<utf16> <utf16> …]` ranges of two-byte codes. */
function unicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<[0-9a-fA-F]+>\s*\[([^\]]*)\]/g)) {
    let code = Number.parseInt(range[1] ?? "0", 16);
    for (const target of (range[2] ?? "").matchAll(/<([0-9a-fA-F ]*)>/g)) {
      const units = (target[1] ?? "").split(" ").map((unit) => Number.parseInt(unit, 16));
      map.set(code++, String.fromCharCode(...units));
    }
  }
  return map;
}

function decodeGlyphs(hex: string, font: Map<number, string>): string {
  let text = "";
  for (let at = 0; at + 4 <= hex.length; at += 4) text += font.get(Number.parseInt(hex.slice(at, at + 4), 16)) ?? "";
  return text;
}
