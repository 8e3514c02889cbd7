import { describe, expect, it } from 'vitest';
import { REPORT_MAX_BYTES } from '../../../../common/admin-actions';
import { deliverReportFormSchema, reportFileProblem, reportFilesProblem } from './report-files';

const pdf = (name: string, size = 1000, type = 'application/pdf') => ({ name, size, type });

describe('report files', () => {
  it('takes PDFs up to 25 MB, by type or by name', () => {
    expect(reportFileProblem(pdf('report.pdf'))).toBeNull();
    expect(reportFileProblem(pdf('REPORT.PDF', 10, ''))).toBeNull();
    expect(reportFileProblem(pdf('report.pdf', REPORT_MAX_BYTES))).toBeNull();
    expect(reportFileProblem(pdf('report.pdf', REPORT_MAX_BYTES + 1))).toBe(
      'The file is larger than 25 MB.',
    );
    expect(reportFileProblem(pdf('chart.png', 10, 'image/png'))).toBe(
      'Only PDF files can be delivered: this file is not a PDF.',
    );
  });

  it('names the first file that cannot go, or asks for one', () => {
    expect(reportFilesProblem([])).toBe('Choose at least one PDF to deliver');
    expect(reportFilesProblem([pdf('a.pdf'), pdf('notes.docx', 10, 'application/msword')])).toBe(
      'notes.docx: Only PDF files can be delivered: this file is not a PDF.',
    );
  });

  it('refuses the deliver form with the same words', () => {
    const refusal = deliverReportFormSchema.safeParse({
      files: [pdf('a.pdf'), pdf('big.pdf', REPORT_MAX_BYTES + 1)],
    });
    expect(refusal.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['files'], 'big.pdf: The file is larger than 25 MB.'],
    ]);
    expect(deliverReportFormSchema.safeParse({ files: [] }).error?.issues[0]?.message).toBe(
      'Choose at least one PDF to deliver',
    );
    expect(deliverReportFormSchema.safeParse({ files: [pdf('a.pdf')] }).success).toBe(true);
  });
});
