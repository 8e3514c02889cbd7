import { Link } from 'wouter';
import { products } from '../../common/catalogue';
import { REFUND_ARRIVAL, REFUND_CHASE_AFTER_BUSINESS_DAYS } from '../../common/refunds';
import { pageRoutes } from '../../common/routes';
import {
  guaranteeGroups,
  joinNames,
  PolicyArticle,
  SupportEmail,
  type PolicySection,
} from '../features/policies';

const sections: PolicySection[] = [
  {
    id: 'guarantee',
    title: 'How long your guarantee lasts',
    body: (
      <>
        <p>The guarantee runs from the day you pay, the date on your order confirmation e-mail:</p>
        <ul>
          {guaranteeGroups(products).map((group) => (
            <li key={group.days}>
              <strong>{group.days} days</strong> for{' '}
              {joinNames(group.products.map((product) => product.name))}.
            </li>
          ))}
        </ul>
        <p>
          If your reading has not reached you within the delivery time promised for it, you can ask
          for a full refund even after the guarantee has run out.
        </p>
      </>
    ),
  },
  {
    id: 'how-to-claim',
    title: 'How to claim',
    body: (
      <>
        <ol>
          <li>
            Write to <SupportEmail /> from the e-mail address you used at checkout.
          </li>
          <li>
            Quote your <strong>order reference</strong>: the eight letters and digits after
            &ldquo;Order reference&rdquo; in your order confirmation e-mail.
          </li>
          <li>
            Tell us, if you like, what the reading missed for you. It helps us write better
            readings, but your refund does not depend on it.
          </li>
        </ol>
        <p>
          We check the order and refund it. There is no form to fill in and nothing to send back.
        </p>
      </>
    ),
  },
  {
    id: 'how-long',
    title: 'How long a refund takes',
    body: (
      <>
        <p>
          We refund through the payment processor that took your payment, to the card you paid with.
          As soon as we have done it, you get an e-mail headed &ldquo;Your refund is on its
          way&rdquo; with the amount and your order reference.
        </p>
        <p>
          {REFUND_ARRIVAL}, depending on your bank. It shows on your statement as a credit from us,
          separate from the original charge. Not there after {REFUND_CHASE_AFTER_BUSINESS_DAYS}{' '}
          business days? Write to <SupportEmail /> with your order reference and we will follow it
          up with the payment processor.
        </p>
      </>
    ),
  },
  {
    id: 'what-is-refunded',
    title: 'What is refunded',
    body: (
      <>
        <p>
          <strong>The full amount you paid</strong>, in US dollars, for the whole order: the reports
          and any consultation, coaching session or e-mail support it includes, whether or not you
          have used them. We do not keep a fee and we do not offer store credit instead.
        </p>
        <p>
          If your card is in another currency, your bank converted the charge and converts the
          refund at its own rates on each day, so the amount in your currency can differ slightly.
          We always refund the same dollar amount you were charged.
        </p>
      </>
    ),
  },
  {
    id: 'before-you-claim',
    title: 'When a correction is better than a refund',
    body: (
      <p>
        Many disappointments come from a birth time or place typed wrongly. If that is your case,
        tell us the right details and we correct your order and send you a new report at no cost;
        see <Link href={`${pageRoutes.faq}#wrong-birth-data`}>wrong birth data after paying</Link>{' '}
        in the FAQ. You can still ask for your money back afterwards, within your guarantee.
      </p>
    ),
  },
];

export default function RefundsPage() {
  return (
    <PolicyArticle
      path={pageRoutes.refunds}
      title="Refund and guarantee policy"
      intro={
        <p>
          Every reading comes with a guarantee of a full refund. If yours does not give you what you
          paid for, write to us and you get the full amount back. These are the details; the{' '}
          <Link href={pageRoutes.terms}>terms of sale</Link> and the{' '}
          <Link href={pageRoutes.faq}>FAQ</Link> cover the rest of your order.
        </p>
      }
      sections={sections}
    />
  );
}
