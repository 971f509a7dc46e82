/**
 * The aligned text tables the firm's commands print (`npm run inbox`,
 * `npm run bookings`): a header, a rule, then one line per item. Each cell is
 * on one line and clipped to its column's width with « … ».
 */

/** A column: its title, its widest cell, and the cell of an item. */
export interface TextColumn<T> {
  title: string;
  width: number;
  value: (item: T) => string;
}

/** The value on one line (whitespace runs become one space), clipped to `width` characters with « … ». */
export function clip(value: string, width: number): string {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length > width ? `${line.slice(0, width - 1)}…` : line;
}

/** The items as an aligned table: columns two spaces apart, no trailing spaces. */
export function formatTextTable<T>(columns: readonly TextColumn<T>[], items: readonly T[]): string {
  const rows = items.map((item) => columns.map((column) => clip(column.value(item), column.width)));
  const widths = columns.map((column, index) =>
    Math.max(column.title.length, ...rows.map((row) => row[index]?.length ?? 0)),
  );
  const render = (cells: readonly string[]) =>
    cells
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join("  ")
      .trimEnd();
  return [
    render(columns.map((column) => column.title)),
    render(widths.map((width) => "-".repeat(width))),
    ...rows.map(render),
  ].join("\n");
}
