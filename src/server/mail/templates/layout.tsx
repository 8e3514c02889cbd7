// Each component from its own package: the @react-email/components bundle also loads its
// Tailwind converter, which took 1.8 s and 35 MB of the first mail here (decision 330).
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import { Fragment, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import type { MailContext } from '../types';

/**
 * The shop's mail look, shared by every template: React Email's table layout with inline
 * styles (what Outlook and Gmail render), one 600 px column that shrinks on phones without
 * media queries. Every text reaches the HTML as a React child or attribute, so React escapes it:
 * no template writes markup by hand (decision 330).
 */
export const colors = {
  night: '#0d0b1f',
  card: '#17142f',
  line: '#2e2850',
  gold: '#e2b857',
  text: '#ece8f6',
  muted: '#b3acc9',
} as const;

export const fonts = {
  serif: "Georgia, 'Times New Roman', serif",
  sans: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
} as const;

/** A mail's HTML from its React tree (`renderMail` draws the whole mail around it). */
export function renderHtml(document: ReactElement): Promise<string> {
  return render(document);
}

const headingStyle: CSSProperties = {
  margin: '0 0 12px',
  fontFamily: fonts.serif,
  fontSize: '22px',
  lineHeight: 1.3,
  fontWeight: 'normal',
  color: colors.gold,
};

export function MailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={headingStyle}>
      {children}
    </Heading>
  );
}

const paragraphStyle: CSSProperties = {
  margin: '0 0 14px',
  fontFamily: fonts.sans,
  fontSize: '15px',
  lineHeight: 1.6,
  color: colors.text,
};

/** A paragraph of the column; `style` adds to or overrides the shop's paragraph look. */
export function Paragraph({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <Text style={{ ...paragraphStyle, ...style }}>{children}</Text>;
}

/** Smaller, muted text: notes under a button or a figure. */
export const mutedStyle: CSSProperties = { fontSize: '14px', color: colors.muted };

/** A gold link in running text; a bold one stands alone on its line, without an underline. */
export function GoldLink(props: { href: string; children: ReactNode; isBold?: boolean }) {
  const style: CSSProperties = props.isBold
    ? { color: colors.gold, fontWeight: 'bold', textDecoration: 'none' }
    : { color: colors.gold, textDecoration: 'underline' };
  return (
    <Link href={props.href} style={style}>
      {props.children}
    </Link>
  );
}

/** The support address as a mailto link. */
export function SupportLink({ context }: { context: MailContext }) {
  return <GoldLink href={`mailto:${context.supportEmail}`}>{context.supportEmail}</GoldLink>;
}

/** A sentence around the support address, e.g. "Questions? Write to " and " and quote ...". */
export interface SupportSentenceWords {
  before: string;
  after: string;
}

/** The sentence as a paragraph, the address linked. */
export function SupportSentence(props: { context: MailContext; words: SupportSentenceWords }) {
  return (
    <Paragraph>
      {props.words.before}
      <SupportLink context={props.context} />
      {props.words.after}
    </Paragraph>
  );
}

/** The same sentence in the plain-text part. */
export function supportSentenceText(context: MailContext, words: SupportSentenceWords): string {
  return `${words.before}${context.supportEmail}${words.after}`;
}

/** Text lines as typed, a line break between each (inside a paragraph). */
export function Lines({ lines }: { lines: readonly string[] }) {
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}

/** The note under a private link's button, e.g. that it is not to be shared. */
export function ButtonNote({ children }: { children: ReactNode }) {
  return <Paragraph style={{ ...mutedStyle, fontSize: '13px' }}>{children}</Paragraph>;
}

/** A gold button: React Email's, whose padding survives Outlook. */
export function GoldButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '0 0 14px' }}>
      <Button
        href={href}

        style={{
          backgroundColor: colors.gold,
          borderRadius: '6px',
          padding: '13px 26px',
          fontFamily: fonts.sans,
          fontSize: '15px',
          fontWeight: 'bold',
          color: colors.night,
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** A padded block of the column, plain or as a bordered card. */
export function Block({ children, isCard = false }: { children: ReactNode; isCard?: boolean }) {
  const background = isCard ? colors.card : colors.night;
  return (
    <Section style={{ padding: '0 14px 18px' }}>
      <Section
        bgcolor={background}
        style={{
          padding: isCard ? '22px 20px 8px' : '0 6px',
          backgroundColor: background,
          ...(isCard ? { border: `1px solid ${colors.line}`, borderRadius: '10px' } : {}),
        }}
      >
        {children}
      </Section>
    </Section>
  );
}

/** How a mail opens: its heading, and the paragraph that says what the mail is about. */
export interface MailOpeningWords {
  heading: string;
  intro: string;
}

/** A mail's first block: the opening, then what `children` add to the block. */
export function MailOpening(props: MailOpeningWords & { children?: ReactNode }) {
  return (
    <Block>
      <MailHeading>{props.heading}</MailHeading>
      <Paragraph>{props.intro}</Paragraph>
      {props.children}
    </Block>
  );
}

/** The same opening in the plain-text part. */
export function mailOpeningText({ heading, intro }: MailOpeningWords): string[] {
  return [heading, '', intro];
}

/** A test shop's mail says so above everything else (the worker marks the subject and text). */
function TestModeBanner({ notice }: { notice: string }) {
  return (
    <Text
      style={{
        margin: 0,
        padding: '8px 16px',
        backgroundColor: colors.gold,
        color: colors.night,
        fontWeight: 600,
        textAlign: 'center',
      }}
    >
      {notice}
    </Text>
  );
}

export interface MailDocumentProps {
  /** Shown by inboxes next to the subject. */
  preheader: string;
  title: string;
  context: MailContext;
  children: ReactNode;
}

/** The page every mail is: the shop's name on top, the blocks, the footer with the support address. */
export function MailDocument({ preheader, title, context, children }: MailDocumentProps) {
  const footer: CSSProperties = {
    margin: 0,
    fontFamily: fonts.sans,
    fontSize: '12px',
    lineHeight: 1.6,
    color: colors.muted,
    textAlign: 'center',
  };
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark" />
        <meta name="supported-color-schemes" content="dark" />
        <title>{title}</title>
      </Head>
      <Body style={{ margin: 0, padding: 0, backgroundColor: colors.night }}>
        {context.testModeNotice ? <TestModeBanner notice={context.testModeNotice} /> : null}
        <Preview>{preheader}</Preview>
        <Container style={{ maxWidth: '600px', width: '100%', padding: '24px 0' }}>
          <Text
            style={{
              margin: 0,
              padding: '8px 20px 24px',
              textAlign: 'center',
              fontFamily: fonts.serif,
              fontSize: '26px',
              lineHeight: 1.3,
              letterSpacing: '1px',
              color: colors.gold,
            }}
          >
            <Link href={context.publicUrl} style={{ color: colors.gold }}>
              {`✦ ${context.shopName} ✦`}
            </Link>
          </Text>
          {children}
          <Section style={{ padding: '8px 24px', borderTop: `1px solid ${colors.line}` }}>
            <Text style={footer}>
              Questions? Just reply, or write to <SupportLink context={context} />.
              <br />
              {`${context.shopName} · `}
              <Link
                href={context.publicUrl}
                style={{ color: colors.muted, textDecoration: 'underline' }}
              >
                {context.publicUrl.replace(/^https?:\/\//, '')}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** How a mail greets: the first word of the name as given (the whole name if it has none). */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || fullName;
}
