// Image mode's drawing (issue 24 item 1): the print lines drawn by the browser on a canvas as wide as the paper's
// printable dots, black on white, so every letter the browser's fonts have prints (Uzbek Cyrillic's қ ғ ҳ, which no
// printer code page has). The rows are laid out as in text mode: label left, value right, or the value under it.
import type { RenderLines } from './escpos.ts';
import type { PrintLine } from './print-lines.ts';

const FONT_PX = 22;
const LINE_PX = 30;
const FONT = (bold: boolean) => `${bold ? 'bold ' : ''}${FONT_PX}px sans-serif`;

type Piece = { text: string; align: 'left' | 'right' | 'center'; bold: boolean } | { rule: true };
/** The pieces drawn on one line: a row that fits is its label and its value. */
type Drawn = Piece[];

function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (line && context.measureText(joined).width > width) {
      lines.push(line);
      line = word;
    } else line = joined;
  }
  if (line) lines.push(line);
  return lines;
}

function layout(context: CanvasRenderingContext2D, line: Exclude<PrintLine, { kind: 'qr' }>, width: number): Drawn[] {
  const bold = line.kind === 'heading' || (line.kind === 'row' && line.strong === true);
  context.font = FONT(bold);
  switch (line.kind) {
    case 'rule':
      return [[{ rule: true }]];
    case 'heading':
      return wrap(context, line.text, width).map((text) => [{ text, align: 'center', bold }]);
    case 'text':
      return wrap(context, line.text, width).map((text) => [{ text, align: 'left', bold }]);
    case 'row': {
      const single = context.measureText(`${line.label}  ${line.value}`).width <= width;
      if (single) return [[{ text: line.label, align: 'left', bold }, { text: line.value, align: 'right', bold }]];
      return [
        ...wrap(context, line.label, width).map((text): Drawn => [{ text, align: 'left', bold }]),
        ...wrap(context, line.value, width).map((text): Drawn => [{ text, align: 'right', bold }]),
      ];
    }
  }
}

export const renderLines: RenderLines = (lines, width) => {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas_unavailable');
  const rows = lines.flatMap((line) => (line.kind === 'qr' ? [] : layout(context, line, width)));
  canvas.width = width;
  canvas.height = rows.length * LINE_PX;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  context.textBaseline = 'middle';
  rows.forEach((pieces, index) => {
    const y = index * LINE_PX + LINE_PX / 2;
    for (const piece of pieces) {
      if ('rule' in piece) {
        context.fillRect(0, Math.round(y), width, 2);
        continue;
      }
      context.font = FONT(piece.bold);
      context.textAlign = piece.align;
      context.fillText(piece.text, piece.align === 'left' ? 0 : piece.align === 'right' ? width : width / 2, y);
    }
  });
  return context.getImageData(0, 0, canvas.width, canvas.height);
};
