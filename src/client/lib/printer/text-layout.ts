// Print lines laid out in a receipt printer's fixed columns (32 on 58 mm paper, 48 on 80 mm): a row is its label on
// the left and its value on the right, or, when both do not fit on one line, the label and then the value right
// aligned under it; long texts wrap at spaces.
import type { PrintLine } from './print-lines.ts';

/** Spaces and signs a code page may lack, written as ones every code page has. */
export function plainText(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-').replace(/[«»]/g, '"');
}

export function wrap(text: string, columns: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of plainText(text).split(' ').filter(Boolean)) {
    // A word longer than a line is cut into pieces of a line each.
    for (const piece of word.match(new RegExp(`.{1,${columns}}`, 'gu')) ?? []) {
      if (line && line.length + 1 + piece.length <= columns) line = `${line} ${piece}`;
      else {
        if (line) lines.push(line);
        line = piece;
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The text lines of one print line (not a QR code), each at most `columns` long. */
export function layoutLine(line: Exclude<PrintLine, { kind: 'qr' }>, columns: number): string[] {
  switch (line.kind) {
    case 'rule':
      return ['-'.repeat(columns)];
    case 'heading':
    case 'text':
      return wrap(line.text, columns);
    case 'row': {
      const label = plainText(line.label);
      const value = plainText(line.value);
      if (label.length + 1 + value.length <= columns) return [label + value.padStart(columns - label.length)];
      return [...wrap(label, columns), ...wrap(value, columns).map((part) => part.padStart(columns))];
    }
  }
}
