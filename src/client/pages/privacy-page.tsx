import { Link } from 'wouter';
import { REFERRAL_COOKIE, REFERRAL_COOKIE_DAYS } from '../../common/affiliate';
import { pageRoutes } from '../../common/routes';
import { DOWNLOAD_LINK_DAYS, FREE_SUMMARIES_PER_DAY } from '../../common/shop-limits';
import { freeSignupPrivacyPromise } from '../features/free-signup/privacy-promise';
import { shopConfig } from '../lib/shop-config';
import { PolicyArticle, SupportEmail, type PolicySection, retention } from '../features/policies';

const sections: PolicySection[] = [
  {
    id: 'free-summary',
    title: 'The free summary',
    body: (
      <>
        <p>
          For your free summary we store your name, e-mail address, phone number if you give one,
          and your birth date, time and place. We use them to compute your chart and e-mail you the
          summary, and for nothing else: no newsletter, no marketing list, nothing passed to anyone.
          To stop the form being used to flood someone else&rsquo;s inbox, one address receives at
          most {FREE_SUMMARIES_PER_DAY} summaries a day.
        </p>
        <p>We keep a sign-up for {retention.freeSignup}, unless you ask us to erase it sooner.</p>
      </>
    ),
  },
  {
    id: 'orders',
    title: 'Orders',
    body: (
      <>
        <p>
          For an order we store your name, e-mail address, phone number if given, your birth data,
          the reading bought, the amount, the payment status with the payment processor&rsquo;s
          reference, the progress of your order, our notes on it, and the e-mails we sent you about
          it. We need them to prepare and deliver your reading, to answer you, and to keep the
          shop&rsquo;s accounts.
        </p>
        <p>
          <strong>Your card details never reach us.</strong> You type them into the payment
          processor&rsquo;s own form; it tells us only whether the payment succeeded.
        </p>
        <p>
          Your reading&rsquo;s PDF files are kept with the order so we can send you a new download
          link (each link works for {DOWNLOAD_LINK_DAYS} days).
        </p>
        <p>
          <strong>How long:</strong> your birth data, phone number, our notes, the e-mails we sent
          you and the reading&rsquo;s files for {retention.orderPersonalData} (for an order refunded
          or never paid, from that day); the record of the sale (reading, amount, date, payment
          reference, name and e-mail) for {retention.accountingRecords}, as accounting rules
          require, after which it is kept without your name and e-mail.
        </p>
        <p>
          Opening the checkout page starts nothing: the payment is started at the processor when you
          press Pay, with the details you typed. If it does not go through (a declined card, a
          window closed before paying), that unfinished checkout is not an order, and it is deleted
          with those details after {retention.abandonedCheckout}.
        </p>
        <p>
          If you tick the box to be reminded of an unfinished order, we keep what you typed (never
          your card) to send you one e-mail with a link back to that checkout. Untick the box and it
          is deleted at once; otherwise it is deleted after {retention.checkoutReminder}. Each
          reminder has a one-click unsubscribe link, and we honour it for every later reminder.
        </p>
      </>
    ),
  },
  {
    id: 'questionnaires',
    title: 'Questionnaire answers and uploaded files',
    body: (
      <>
        <p>
          Readings with a questionnaire store your answers and the files you upload: your resume
          and, for the Master Blueprint questionnaire, photos of both palms. They are private: never
          at a public address, seen only by the people preparing your reading, who download them
          from the admin area.
        </p>
        <p>
          <strong>How long:</strong> {retention.questionnaireFiles}.
        </p>
      </>
    ),
  },
  {
    id: 'affiliates',
    title: 'Affiliate accounts',
    body: (
      <p>
        For an affiliate we store the name, e-mail address, referral code, a scrypt hash of the
        password (never the password itself), the sales the referral link brought, the commissions
        they earned and the payouts made. Visits through a referral link are counted per day as a
        number, with nothing about the visitor. We keep an account while it is active. Once it is
        closed, its password and any sign-in link are deleted within a day; the name and e-mail
        address stay with its commission and payout records, which the accounts need, for{' '}
        {retention.accountingRecords} after the last of them, and are then removed.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and your browser’s storage',
    body: (
      <>
        <p>
          We use no advertising or analytics cookies and load nothing from other sites to track you.
          When card payments go through Stripe, its card form on the checkout page may set its own
          cookies to detect fraud.
        </p>
        <ul>
          <li>
            <strong>Sign-in cookies</strong>, only for affiliates and our admins: they keep you
            signed in, cannot be read by scripts, and end when you log out or after a fixed time.
          </li>
          <li>
            <strong>
              <code>{REFERRAL_COOKIE}</code>
            </strong>
            , set when you arrive through an affiliate&rsquo;s link: it holds only that referral
            code and lasts {REFERRAL_COOKIE_DAYS} days, so the affiliate is credited if you buy.
          </li>
          <li>
            <strong>Local storage in your browser</strong>, never sent to us by itself: the number
            of your free sign-up, your order number after payment (so the questionnaire finds your
            order), the draft of your questionnaire until you send it, and the details you typed in
            the free form, so checkout can fill them in for you. Clearing your browser&rsquo;s site
            data removes them all.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'who-sees-it',
    title: 'Who else handles it',
    body: (
      <p>
        We never sell or share your data for marketing. To run the shop we rely on a payment
        processor (card payments and refunds), an e-mail service (to deliver our e-mails) and file
        storage (for uploads and reports); each handles your data only to provide that service to
        us.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'A copy of your data, or its erasure',
    body: (
      <>
        <p>
          Write to <SupportEmail /> from the address you used with us and say whether you want a
          copy of your data, a correction, or its erasure. We may reply to that address to check the
          request is yours. We answer within 30 days.
        </p>
        <ul>
          <li>
            <strong>A copy</strong>: we send you everything we hold about you as one ZIP file: your
            details, sign-ups, orders with their history, answers, the e-mails we sent you, and
            every file you uploaded or we delivered.
          </li>
          <li>
            <strong>Erasure</strong>: we delete your name, e-mail, phone, sign-ups, birth data,
            answers, files and the e-mails we sent you. Orders are kept only in anonymised form
            (reading, amount, date, payment reference, with your name and e-mail removed) for{' '}
            {retention.accountingRecords}, because the shop&rsquo;s accounts must show every sale
            and refund.
          </li>
        </ul>
      </>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <PolicyArticle
      path={pageRoutes.privacy}
      title="Privacy"
      intro={
        <>
          <p>
            Under the free form we promise: &ldquo;{freeSignupPrivacyPromise}&rdquo; This page is
            how {shopConfig().shopName} keeps that promise, and what we store when you buy.
          </p>
          <p>
            See also the <Link href={pageRoutes.terms}>terms of sale</Link>.
          </p>
        </>
      }
      sections={sections}
    />
  );
}
