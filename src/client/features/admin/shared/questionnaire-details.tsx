import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminQuestionnaire, AdminUploadedFile } from '../../../../common/admin';
import { questionnaireNames } from '../../../../common/catalogue';
import { adminAnswerTitles, answersInPageOrder } from '../../../../common/intake';
import { cn } from '../../../lib/cn';
import { formatAdminDateTime } from './format';
import { formatFileSize } from '../../../../common/format';
import { Detail, DetailList } from './detail-list';

/** The same look at either level (h3 would otherwise take the display font). */
const subHeading = 'mb-2 font-sans text-sm font-semibold tracking-normal';

const fileKindNames: Record<AdminUploadedFile['kind'], string> = {
  resume: 'Resume',
  'palm-photo': 'Palm photo',
};

/** A file the customer uploaded, to download, named by its kind and its name. */
export function UploadLink({
  file,
  className,
  children,
}: {
  file: AdminUploadedFile;
  /** How the link sits in its list. */
  className: string;
  /** Shown after the name, inside the link. */
  children?: ReactNode;
}) {
  return (
    <a
      href={file.downloadPath}
      download={file.fileName}
      className={cn(
        'inline-flex items-center gap-2 text-gold-bright underline-offset-4 hover:underline',
        className,
      )}
    >
      <Download className="size-4 shrink-0" aria-hidden />
      <span className="truncate">
        {fileKindNames[file.kind]}: {file.fileName}
      </span>
      {children}
    </a>
  );
}

/**
 * One questionnaire record: the facts, each answer under its title, and the files. Its
 * sub-headings take `headingLevel`, one below the heading the record sits under.
 */
export function QuestionnaireDetails({
  record,
  headingLevel: Heading = 'h4',
}: {
  record: AdminQuestionnaire;
  headingLevel?: 'h3' | 'h4';
}) {
  const answers = answersInPageOrder(record.responses, adminAnswerTitles);
  const resume = record.files.find((file) => file.kind === 'resume');
  return (
    <div className="@container grid gap-5">
      <DetailList className="lg:grid-cols-3">
        <Detail label="Form">{questionnaireNames[record.questionnaire]}</Detail>
        <Detail label="Submitted">{formatAdminDateTime(record.createdAt)}</Detail>
        <Detail label="Version">
          {record.version} of {record.versions}
        </Detail>
        <Detail label="Resume">
          {resume ? (
            <a
              href={resume.downloadPath}
              download={resume.fileName}
              className="text-gold-bright underline-offset-4 hover:underline"
            >
              {resume.fileName}
            </a>
          ) : (
            'None'
          )}
        </Detail>
        <Detail label="Palm photos">{record.palmPhotos}</Detail>
        <Detail label="Questions answered">{record.questionsAnswered}</Detail>
      </DetailList>

      {record.files.length > 0 ? (
        <div>
          <Heading className={subHeading}>Uploaded files</Heading>
          <ul className="grid gap-2">
            {record.files.map((file) => (
              <li key={file.uploadId}>
                <UploadLink file={file} className="max-w-full rounded-md">
                  {file.size !== null ? (
                    <span className="shrink-0 text-xs text-muted">
                      ({formatFileSize(file.size)})
                    </span>
                  ) : null}
                </UploadLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div>
        <Heading className={subHeading}>Answers</Heading>
        {answers.length === 0 ? (
          <p className="text-sm text-muted">No answers recorded.</p>
        ) : (
          <dl className="grid gap-4 @3xl:grid-cols-2">
            {answers.map(({ field, title, answer }) => (
              <div key={field} className="rounded-lg border border-border/70 bg-background/40 p-3">
                <dt className="text-sm font-medium text-gold-bright">{title}</dt>
                <dd className="mt-1 text-sm leading-relaxed whitespace-pre-wrap break-words">
                  {answer || <span className="text-muted">No answer</span>}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </div>
  );
}
