import { tiers } from '../../../common/tiers';
import type { MailContext, MailTemplate } from '../types';
import {
  block,
  button,
  colors,
  emailDocument,
  escapeHtml,
  fonts,
  heading,
  paragraph,
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

const eyebrow = (text: string) =>
  `<p style="margin:0 0 4px;font-family:${fonts.sans};font-size:12px;letter-spacing:2px;text-transform:uppercase;color:${colors.gold};">${escapeHtml(text)}</p>`;
const muted = (html: string) => paragraph(html, `font-size:14px;color:${colors.muted};`);

function placementsHtml(facts: SummaryFacts): string {
  const rows = facts.placements
    .map((placement, index) => {
      const divider =
        index === 0
          ? 'padding:4px 0 4px;'
          : `padding:16px 0 4px;border-top:1px solid ${colors.line};`;
      const position = `<p style="margin:0 0 8px;font-family:${fonts.serif};font-size:24px;line-height:1.3;color:#ffffff;">${escapeHtml(placement.position ?? placement.missing)}</p>`;
      return `<tr><td style="${divider}">${eyebrow(placement.label)}${position}${muted(escapeHtml(placement.text))}</td></tr>`;
    })
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${rows}</table>`;
}

function lifePathHtml(facts: SummaryFacts): string {
  const { number, working, text } = facts.lifePath;
  const badge = `<td width="64" valign="middle" style="width:64px;"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" valign="middle" width="56" height="56" style="width:56px;height:56px;border:1px solid ${colors.gold};border-radius:28px;font-family:${fonts.serif};font-size:28px;color:${colors.gold};">${number}</td></tr></table></td>`;
  const sum = `<td valign="middle" style="font-family:${fonts.sans};font-size:14px;color:${colors.muted};">Month, day and year reduced and added:<br><span style="color:${colors.text};">${escapeHtml(working)}</span></td>`;
  return `${heading('Your life path number')}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 14px;"><tr>${badge}${sum}</tr></table>${muted(escapeHtml(text))}`;
}

function detailsHtml(facts: SummaryFacts, context: MailContext): string {
  const rows = facts.details
    .map(
      (row) =>
        `<p style="margin:0 0 10px;font-family:${fonts.sans};font-size:14px;line-height:1.5;color:${colors.text};"><span style="font-size:12px;letter-spacing:1px;text-transform:uppercase;color:${colors.muted};">${escapeHtml(row.label)}</span><br>${escapeHtml(row.value)}</p>`,
    )
    .join('');
  return `${heading('The details we used')}${rows}${muted(escapeHtml(correction))}${button(correctionLink, `${context.publicUrl}/form`)}`;
}

function notesHtml(facts: SummaryFacts): string {
  const items = facts.notes
    .map((note) =>
      paragraph(
        `<span style="color:${colors.gold};">&#10022;</span>&nbsp; ${escapeHtml(note)}`,
        'font-size:14px;',
      ),
    )
    .join('');
  return `${heading('Worth knowing')}${items}`;
}

const timeHeading = 'What your birth time would settle';
const timeIntro =
  'You told us you do not know your birth time, so your chart is drawn for noon. These parts of it depend on the hour:';

function timeDependenceHtml(facts: SummaryFacts): string {
  const items = facts.timeDependence
    .map((item) =>
      paragraph(
        `<strong style="color:${colors.text};">${escapeHtml(item.title)}.</strong> ${escapeHtml(item.text)}`,
        'font-size:14px;',
      ),
    )
    .join('');
  return `${heading(timeHeading)}${muted(escapeHtml(timeIntro))}${items}`;
}

function invitationHtml(context: MailContext): string {
  const rows = tierInvitations
    .map((tier) => {
      const link = `<a href="${escapeHtml(context.publicUrl + tier.path)}" style="color:${colors.gold};font-weight:bold;text-decoration:none;">${escapeHtml(tier.name)} &rsaquo;</a>`;
      return paragraph(
        `${link}<br><span style="font-size:13px;color:${colors.muted};">${escapeHtml(tier.price)}</span><br>${escapeHtml(tier.pitch)}`,
        'font-size:14px;',
      );
    })
    .join('');
  return `${heading('Ready to go deeper?')}${paragraph('This summary is the first page of your chart. Our astrologers can read the rest of it with you:')}${rows}${button('Explore all readings', `${context.publicUrl}/services`)}`;
}

function html(facts: SummaryFacts, context: MailContext, subject: string): string {
  const greeting = `${eyebrow('Your free astrological summary')}<h1 style="margin:0 0 14px;font-family:${fonts.serif};font-size:30px;line-height:1.25;font-weight:normal;color:#ffffff;">${escapeHtml(facts.firstName)}, here is your sky</h1>${paragraph(escapeHtml(intro))}`;
  const rows = [
    block(greeting),
    block(`${heading('Your Big Three')}${placementsHtml(facts)}`, { isCard: true }),
    block(lifePathHtml(facts), { isCard: true }),
    block(detailsHtml(facts, context), { isCard: true }),
    ...(facts.timeDependence.length ? [block(timeDependenceHtml(facts), { isCard: true })] : []),
    ...(facts.notes.length ? [block(notesHtml(facts), { isCard: true })] : []),
    block(invitationHtml(context)),
    block(paragraph(`With warmth,<br>The ${escapeHtml(context.shopName)} team`)),
  ];
  const preheader = facts.placements
    .filter((placement) => placement.position)
    .map((placement) => `${placement.label} ${placement.position}`)
    .join(' · ');
  return emailDocument({ title: subject, preheader, rows, context });
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
export const freeSummary: MailTemplate = (payload, context) => {
  const facts = summaryFacts(freeSummaryPayloadSchema.parse(payload));
  // Header-safe: no control characters from the name can reach the Subject line.
  const name = facts.firstName.replace(/[\p{Cc}]/gu, '');
  const subject = `Your free astrological summary, ${name}`;
  return { subject, html: html(facts, context, subject), text: text(facts, context) };
};
