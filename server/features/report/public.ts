// What other features use of the report: its data read and its PDF (a shared link draws both).
export { readReportModel } from './report-read.ts';
export { renderReport } from './report-pdf.ts';
