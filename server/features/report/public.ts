// What other features use of the report: its data read and its PDF (a shared link draws both).

export { renderReport } from './report-pdf.ts';
export { readReportModel } from './report-read.ts';
