import { z } from 'zod';
import {
  adminActionMessages,
  REPORT_CONTENT_TYPE,
  REPORT_MAX_BYTES,
} from '../../../../common/admin-actions';

/** Why a chosen report file cannot be delivered, or null when it can. */
export function reportFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const isPdf = file.type === REPORT_CONTENT_TYPE || file.name.toLowerCase().endsWith('.pdf');
  if (!isPdf) return adminActionMessages.notPdf;
  if (file.size > REPORT_MAX_BYTES) return adminActionMessages.fileTooLarge;
  return null;
}

/** The first problem among the chosen files, naming the file. */
export function reportFilesProblem(
  files: readonly Pick<File, 'name' | 'type' | 'size'>[],
): string | null {
  if (files.length === 0) return adminActionMessages.chooseReport;
  for (const file of files) {
    const problem = reportFileProblem(file);
    if (problem) return `${file.name}: ${problem}`;
  }
  return null;
}

/**
 * The deliver form's schema: the chosen files, refused with the first problem. The server checks
 * each file's content again; this only saves uploading a file it would refuse.
 */
export const deliverReportFormSchema = z.object({
  files: z.array(z.custom<File>()).superRefine((files, context) => {
    const problem = reportFilesProblem(files);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
});
