import type { CSSProperties, ReactNode } from 'react';
import { tiers } from '../../../common/tiers';
import type { MailContext, MailTemplate } from '../types';
import {
  Block,
  colors,
  fonts,
  GoldButton,
  GoldLink,
  MailDocument,
  MailHeading,
  mutedStyle,
  Paragraph,
  renderHtml,
} from './layout';
import { freeSummaryPayloadSchema, summaryFacts, type SummaryFacts } from './summary-facts';

/** The tier pages the summary invites to: the same copy the site shows (src/common/tiers.ts). */
const tierInvitations = tiers.map((tier) => ({
  path: tier.path,
  name: tier.name,
  price: tier.badge ? `${tier.priceRange} · ${tier.badge.toLowerCase()}` : tier.priceRange,
  pitch: tier.summary,
}));

const intro =
  'Thank you for sharing your birth details. Here are the three placements astrologers read first, the number your birth date carries, and the exact details we calculated from.';
const correction =
  'Born at a different time or place? Fill in the free form again with the correction and a new summary, calculated from it, will follow.';
const correctionLink = 'Correct my birth details';

const eyebrowStyle: CSSProperties = {
  margin: '0 0 4px',
  fontFamily: fonts.sans,
  fontSize: '12px',
  lineHeight: 1.5,
  letterSpacing: '2px',
  textTransform: 'uppercase',
  color: colors.gold,
};
const Eyebrow = ({ children }: { children: ReactNode }) => (
  <Paragraph style={eyebrowStyle}>{children}</Paragraph>
);
const Muted = ({ children }: { children: ReactNode }) => (
  <Paragraph style={mutedStyle}>{children}</Paragraph>
);

/** A table of the column with one cell per row; React Email's Section holds only one. */
const tableProps = {
  role: 'presentation',
  width: '100%',
  cellPadding: 0,
  cellSpacing: 0,
  border: 0,
} as const;

function Placements({ facts }: { facts: SummaryFacts }) {
  return (
    <table {...tableProps}>
      <tbody>
        {facts.placements.map((placement, index) => (
          <tr key={placement.label}>
            <td
              style={
                index === 0
                  ? { padding: '4px 0 4px' }
                  : { padding: '16px 0 4px', borderTop: `1px solid ${colors.line}` }
              }
            >
              <Eyebrow>{placement.label}</Eyebrow>
              <Paragraph
                style={{
                  margin: '0 0 8px',
                  fontFamily: fonts.serif,
                  fontSize: '24px',
                  lineHeight: 1.3,
                  color: '#ffffff',
                }}
              >
                {placement.position ?? placement.missing}
              </Paragraph>
              <Muted>{placement.text}</Muted>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function LifePath({ facts }: { facts: SummaryFacts }) {
  const { number, working, text } = facts.lifePath;
  return (
    <>
      <MailHeading>Your life path number</MailHeading>
      <table {...tableProps} style={{ margin: '0 0 14px' }}>
        <tbody>
          <tr>
            <td width="64" valign="middle" style={{ width: '64px' }}>
              <table role="presentation" cellPadding={0} cellSpacing={0} border={0}>
                <tbody>
                  <tr>
                    <td
                      align="center"
                      valign="middle"
                      width="56"
                      height="56"
                      style={{
                        width: '56px',
                        height: '56px',
                        border: `1px solid ${colors.gold}`,
                        borderRadius: '28px',
                        fontFamily: fonts.serif,
                        fontSize: '28px',
                        color: colors.gold,
                      }}
                    >
                      {number}
                    </td>
                  </tr>
                </tbody>
              </table>
            </td>
            <td
              valign="middle"
              style={{ fontFamily: fonts.sans, fontSize: '14px', color: colors.muted }}
            >
              Month, day and year reduced and added:
              <br />
              <span style={{ color: colors.text }}>{working}</span>
            </td>
          </tr>
        </tbody>
      </table>
      <Muted>{text}</Muted>
    </>
  );
}

function Details({ facts, context }: { facts: SummaryFacts; context: MailContext }) {
  return (
    <>
      <MailHeading>The details we used</MailHeading>
      {facts.details.map((row) => (
        <Paragraph
          key={row.label}
          style={{ margin: '0 0 10px', fontSize: '14px', lineHeight: 1.5 }}
        >
          <span
            style={{
              fontSize: '12px',
              letterSpacing: '1px',
              textTransform: 'uppercase',
              color: colors.muted,
            }}
          >
            {row.label}
          </span>
          <br />
          {row.value}
        </Paragraph>
      ))}
      <Muted>{correction}</Muted>
      <GoldButton href={`${context.publicUrl}/form`}>{correctionLink}</GoldButton>
    </>
  );
}

function Notes({ facts }: { facts: SummaryFacts }) {
  return (
    <>
      <MailHeading>Worth knowing</MailHeading>
      {facts.notes.map((note) => (
        <Paragraph key={note} style={{ fontSize: '14px' }}>
          <span style={{ color: colors.gold }}>✦</span>
          {'\u00a0 '}
          {note}
        </Paragraph>
      ))}
    </>
  );
}

const timeHeading = 'What your birth time would settle';
const timeIntro =
  'You told us you do not know your birth time, so your chart is drawn for noon. These parts of it depend on the hour:';

function TimeDependence({ facts }: { facts: SummaryFacts }) {
  return (
    <>
      <MailHeading>{timeHeading}</MailHeading>
      <Muted>{timeIntro}</Muted>
      {facts.timeDependence.map((item) => (
        <Paragraph key={item.key} style={{ fontSize: '14px' }}>
          <strong style={{ color: colors.text }}>{item.title}.</strong> {item.text}
        </Paragraph>
      ))}
    </>
  );
}

function Invitation({ context }: { context: MailContext }) {
  return (
    <>
      <MailHeading>Ready to go deeper?</MailHeading>
      <Paragraph>
        This summary is the first page of your chart. Our astrologers can read the rest of it with
        you:
      </Paragraph>
      {tierInvitations.map((tier) => (
        <Paragraph key={tier.path} style={{ fontSize: '14px' }}>
          <GoldLink href={context.publicUrl + tier.path} isBold>
            {`${tier.name} ›`}
          </GoldLink>
          <br />
          <span style={{ fontSize: '13px', color: colors.muted }}>{tier.price}</span>
          <br />
          {tier.pitch}
        </Paragraph>
      ))}
      <GoldButton href={`${context.publicUrl}/services`}>Explore all readings</GoldButton>
    </>
  );
}

function html(facts: SummaryFacts, context: MailContext, subject: string): Promise<string> {
  const preheader = facts.placements
    .filter((placement) => placement.position)
    .map((placement) => `${placement.label} ${placement.position}`)
    .join(' · ');
  return renderHtml(
    <MailDocument preheader={preheader} title={subject} context={context}>
      <Block>
        <Eyebrow>Your free astrological summary</Eyebrow>
        <h1
          style={{
            margin: '0 0 14px',
            fontFamily: fonts.serif,
            fontSize: '30px',
            lineHeight: 1.25,
            fontWeight: 'normal',
            color: '#ffffff',
          }}
        >
          {`${facts.firstName}, here is your sky`}
        </h1>
        <Paragraph>{intro}</Paragraph>
      </Block>
      <Block isCard>
        <MailHeading>Your Big Three</MailHeading>
        <Placements facts={facts} />
      </Block>
      <Block isCard>
        <LifePath facts={facts} />
      </Block>
      <Block isCard>
        <Details facts={facts} context={context} />
      </Block>
      {facts.timeDependence.length ? (
        <Block isCard>
          <TimeDependence facts={facts} />
        </Block>
      ) : null}
      {facts.notes.length ? (
        <Block isCard>
          <Notes facts={facts} />
        </Block>
      ) : null}
      <Block>
        <Invitation context={context} />
      </Block>
      <Block>
        <Paragraph>
          With warmth,
          <br />
          {`The ${context.shopName} team`}
        </Paragraph>
      </Block>
    </MailDocument>,
  );
}

function text(facts: SummaryFacts, context: MailContext): string {
  const lines = [`Dear ${facts.firstName},`, '', intro, '', 'YOUR BIG THREE', ''];
  for (const placement of facts.placements) {
    const position = placement.position ?? placement.missing;
    lines.push(`${placement.label}: ${position}`, placement.text, '');
  }
  lines.push(`YOUR LIFE PATH NUMBER: ${facts.lifePath.number}`, facts.lifePath.working);
  lines.push(facts.lifePath.text, '', 'THE DETAILS WE USED');
  for (const row of facts.details) lines.push(`${row.label}: ${row.value}`);
  lines.push(correction, `${correctionLink}: ${context.publicUrl}/form`, '');
  if (facts.timeDependence.length) {
    lines.push(timeHeading.toUpperCase(), timeIntro);
    lines.push(...facts.timeDependence.map((item) => `* ${item.title}. ${item.text}`), '');
  }
  if (facts.notes.length)
    lines.push('WORTH KNOWING', ...facts.notes.map((note) => `* ${note}`), '');
  lines.push('READY TO GO DEEPER?', '');
  for (const tier of tierInvitations) {
    lines.push(`${tier.name} (${tier.price})`, tier.pitch, context.publicUrl + tier.path, '');
  }
  lines.push(`Explore all readings: ${context.publicUrl}/services`, '');
  lines.push('With warmth,', `The ${context.shopName} team`, '');
  lines.push(`Questions? Reply to this e-mail or write to ${context.supportEmail}.`);
  lines.push(`${context.shopName} · ${context.publicUrl}`);
  return `${lines.join('\n')}\n`;
}

/** The free sign-up's mail: the chart is computed here, at render time, from the birth data. */
export const freeSummary: MailTemplate = async (payload, context) => {
  const facts = summaryFacts(freeSummaryPayloadSchema.parse(payload));
  // Header-safe: no control characters from the name can reach the Subject line.
  const name = facts.firstName.replace(/[\p{Cc}]/gu, '');
  const subject = `Your free astrological summary, ${name}`;
  return { subject, html: await html(facts, context, subject), text: text(facts, context) };
};
