/** A rendered e-mail, ready for any transport. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * Message-ID header, e.g. `<job-id@shop.example>`. The worker derives it from the job, so a
   * mail is recognisably the same message everywhere it shows up.
   */
  messageId?: string;
  /** Where replies go; the worker sets the support address, so "just reply" reaches a person. */
  replyTo?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  headers?: Record<string, string>;
}

/**
 * A file a mail carries: named by its storage key (the worker reads it when it sends), or made
 * by the template itself (a calendar invitation).
 */
export type MailAttachment =
  StoredMailAttachment | { fileName: string; contentType: string; content: string };
export interface StoredMailAttachment {
  fileName: string;
  contentType: string;
  storageKey: string;
}

/** What every template may use besides its own payload. */
export interface MailContext {
  shopName: string;
  supportEmail: string;
  /** Absolute base for links in mails, e.g. `https://shop.example` (no trailing slash). */
  publicUrl: string;
  /**
   * The absolute private link of an order's status page. Optional so a context built without
   * the signing secret still renders: order mails then link to the lookup form instead.
   */
  orderStatusUrl?: (purchaseId: string) => string;
  /**
   * The absolute link of an order's questionnaire (`path` carries `?purchase=`) with the order's
   * private token in its fragment: what opens a gift's questionnaire for its recipient. Without
   * it (no signing secret) the link is the path alone, which opens a bought order's.
   */
  questionnaireUrl?: (path: string, purchaseId: string) => string;
  /**
   * A gift's private links (decision 356), signed when the mail is drawn as the order's is: the
   * buyer's gift page, and the recipient's claim page for one version of the gift. A gift mail
   * cannot be drawn without them.
   */
  giftManageUrl?: (purchaseId: string) => string;
  giftClaimUrl?: (purchaseId: string, version: number) => string;
  /** Set when a production shop runs on test payments: every mail says so. */
  testModeNotice?: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** Extra headers, e.g. `List-Unsubscribe` of a mail one may unsubscribe from. */
  headers?: Record<string, string>;
}

/**
 * A template turns one outbox job's payload into a mail. Each lives in
 * `src/server/mail/templates/<kind>.tsx` and is listed in `templates/index.ts`; rendering is
 * asynchronous because React Email renders the HTML (decision 330).
 */
export type MailTemplate = (
  payload: Record<string, unknown>,
  context: MailContext,
) => Promise<RenderedMail>;

/** Sends one message; returns the transport's message id. Throws when sending failed. */
export interface MailTransport {
  send(message: MailMessage & { from: string }): Promise<{ messageId: string }>;
  close?(): Promise<void>;
}
