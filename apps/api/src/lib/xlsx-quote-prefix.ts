import { createRequire } from 'node:module';
import type ExcelJS from 'exceljs';

/**
 * Text cells that a spreadsheet would take for a formula once typed in again or moved through CSV
 * (`=`, `+`, `-`, `@` first) carry Excel's quote-prefix style (`quotePrefix="1"`, what typing `'` in
 * front of a value sets): the cell shows and keeps the text as text.
 */
export const startsLikeFormula = (value: unknown): value is string =>
  typeof value === 'string' && /^[=+\-@]/.test(value);

/** An exceljs cell style that may carry the quote prefix. */
export type QuotableStyle = Partial<ExcelJS.Style> & { quotePrefix?: boolean };

/** The same style with the quote prefix: a new object, so that a style shared by many cells is made once. */
export const withQuotePrefix = (style: Partial<ExcelJS.Style>): QuotableStyle => ({ ...style, quotePrefix: true });

interface StylesXform {
  addStyleModel(model: QuotableStyle | undefined, cellType?: number): number;
  weakMap?: WeakMap<object, number>;
  index: { style: Record<string, number | undefined> };
  model: { styles: string[] };
}

// exceljs 4.4 writes no quotePrefix attribute: its styles part is taught it here, once, for the
// workbook writer and the streaming writer alike (both register cell styles through StylesXform, as
// `<xf …>` texts kept unique).
const require = createRequire(import.meta.url);
const stylesXform: { prototype: StylesXform } = require('exceljs/lib/xlsx/xform/style/styles-xform.js');
const addStyleModel = stylesXform.prototype.addStyleModel;
const marked = Symbol.for('backoffice.quotePrefix');

if (!(marked in stylesXform.prototype)) {
  Object.defineProperty(stylesXform.prototype, marked, { value: true });
  stylesXform.prototype.addStyleModel = function (this: StylesXform, model, cellType) {
    if (!model?.quotePrefix) return addStyleModel.call(this, model, cellType);
    const known = this.weakMap?.get(model);
    if (known !== undefined) return known;
    const { quotePrefix: _quotePrefix, ...plain } = model;
    const plainXml = this.model.styles[addStyleModel.call(this, plain, cellType)];
    if (!plainXml?.startsWith('<xf ')) throw new Error('exceljs wrote a cell style this code does not know');
    const xml = plainXml.replace('<xf ', '<xf quotePrefix="1" ');
    let id = this.index.style[xml];
    if (id === undefined) {
      id = this.model.styles.length;
      this.index.style[xml] = id;
      this.model.styles.push(xml);
    }
    this.weakMap?.set(model, id);
    return id;
  };
}
