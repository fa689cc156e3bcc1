import { describe, expect, it } from 'vitest';
import { CSV_BYTE_ORDER_MARK, csvCell, csvRow, toCsv } from './csv.ts';
import { readCsv } from './test-support/read-csv.ts';

describe('csvCell', () => {
  it('writes plain text and numbers as they are', () => {
    expect(csvCell('oat porridge')).toBe('oat porridge');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes fields with commas, quotes, CR or LF and doubles the quotes (RFC 4180)', () => {
    expect(csvCell('rice, beans')).toBe('"rice, beans"');
    expect(csvCell('a "big" bowl')).toBe('"a ""big"" bowl"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
  });

  it.each([
    ['=HYPERLINK("http://evil.test","x")', `"'=HYPERLINK(""http://evil.test"",""x"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('defuses a formula-looking cell %j with a leading apostrophe', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('leaves formula characters alone when they are not first', () => {
    expect(csvCell('toast with jam = lovely')).toBe('toast with jam = lovely');
    expect(csvCell('email me@example.test')).toBe('email me@example.test');
  });

  it('keeps Unicode as it is: accents, scripts, emoji and astral characters', () => {
    expect(csvCell('crème brûlée')).toBe('crème brûlée');
    expect(csvCell('味噌汁, ご飯')).toBe('"味噌汁, ご飯"');
    expect(csvCell('🍓 strawberries')).toBe('🍓 strawberries');
  });
});

describe('toCsv', () => {
  it('starts with a byte-order mark and ends every line with CRLF', () => {
    const text = toCsv(
      ['A', 'B'],
      [
        ['x', 1],
        ['y, z', null],
      ],
    );
    expect(text.startsWith(CSV_BYTE_ORDER_MARK)).toBe(true);
    expect(text.slice(1)).toBe('A,B\r\nx,1\r\n"y, z",\r\n');
  });

  it('encodes to UTF-8 with the BOM bytes EF BB BF first', () => {
    const bytes = new TextEncoder().encode(toCsv(['Å'], [['ü']]));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('can be read back: a small RFC 4180 reader returns the fields that were written', () => {
    const rows = [['a,b', 'say "hi"', 'two\nlines', '=1+1']];
    const text = toCsv(['one', 'two', 'three', 'four'], rows);
    expect(readCsv(text.slice(1))).toEqual([
      ['one', 'two', 'three', 'four'],
      ['a,b', 'say "hi"', 'two\nlines', "'=1+1"],
    ]);
    expect(csvRow(['x'])).toBe('x');
  });
});
