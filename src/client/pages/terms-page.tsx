import { Link } from 'wouter';
import { guaranteeName, products, sessionBookingSummary } from '../../common/catalogue';
import { pageRoutes } from '../../common/routes';
import { shopConfig } from '../lib/shop-config';
import {
  computedDocumentNames,
  computedReportNames,
  guaranteeGroups,
  joinNames,
  namesWithQuestionnaire,
  DeliveryList,
  PolicyArticle,
  SupportEmail,
  type PolicySection,
} from '../features/policies';

function sections(shopName: string): PolicySection[] {
  return [
    {
      id: 'seller',
      title: 'Who sells',
      body: (
        <p>
          Readings on this site are sold by {shopName}. For anything about an order, write to{' '}
          <SupportEmail />; quote your order reference so we can find it at once.
        </p>
      ),
    },
    {
      id: 'prices-and-payment',
      title: 'Prices and payment',
      body: (
        <>
          <p>
            Prices are in US dollars and are the whole price: the amount on the Pay button at
            checkout is the amount charged, with no fee added. If your card is in another currency,
            your bank converts it at its own rate.
          </p>
          <p>
            You pay by card, the only method we accept. Your card details go straight to our payment
            processor and never reach or stay on our servers. Your order is confirmed when the
            processor confirms the payment; we then send a confirmation e-mail with your order
            reference.
          </p>
        </>
      ),
    },
    {
      id: 'delivery',
      title: 'What you receive, and when',
      body: (
        <>
          <p>
            Reports are delivered by e-mail as PDF files, with a private download link.{' '}
            {computedReportNames(products)} are drawn from your chart the moment you pay. The others
            come in two parts: the documents we compute from your chart (
            {computedDocumentNames(products)}) arrive within minutes of payment, and the reports a
            reader writes follow within the time below. You book their sessions yourself, on your
            order page: {sessionBookingSummary(products)}. What each one includes, and which part
            comes when, is on its product page; when it arrives:
          </p>
          <DeliveryList />
        </>
      ),
    },
    {
      id: 'what-we-need',
      title: 'What we need from you',
      body: (
        <>
          <p>
            Your birth date, time and place, given at checkout, as exactly as you can: the chart is
            computed from them. Check them before you pay; if they turn out to be wrong, tell us and
            we correct them (see the <Link href={`${pageRoutes.faq}#wrong-birth-data`}>FAQ</Link>).
          </p>
          <p>
            Some readings also need you after payment.{' '}
            {namesWithQuestionnaire(products, 'strategic-alignment')} starts with the Strategic
            Alignment questions about your work and plans, with your resume if you wish.{' '}
            {namesWithQuestionnaire(products, 'master-blueprint')} start with the Master Blueprint
            questionnaire, your resume and photos of both palms. Where a delivery time says so, it
            counts from the day we have them.
          </p>
        </>
      ),
    },
    {
      id: 'nature-of-readings',
      title: 'What a reading is, and is not',
      body: (
        <p>
          Our readings are for <strong>reflection and planning</strong>: a structured way to look at
          your strengths, timing and choices through astrology, numerology and related traditions.
          They are not medical, legal, financial or psychological advice, they do not predict
          events, and they do not replace a qualified professional. The decisions you make with them
          remain yours.
        </p>
      ),
    },
    {
      id: 'refunds',
      title: 'Refunds',
      body: (
        <p>
          {guaranteeGroups(products)
            .map(
              (group) =>
                `${joinNames(group.products.map((product) => product.name))} carry a ${guaranteeName({ guaranteeDays: group.days })}`,
            )
            .join('; ')}
          , counted from the day you pay. How to claim and how long a refund takes are in the{' '}
          <Link href={pageRoutes.refunds}>refund policy</Link>.
        </p>
      ),
    },
    {
      id: 'your-content',
      title: 'Your answers and files',
      body: (
        <p>
          What you tell us and upload is used only to prepare your reading and is seen only by the
          people who prepare it. Your reading is yours for your own use. How long we keep each thing
          and how to have it erased are in our <Link href={pageRoutes.privacy}>privacy page</Link>.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Our responsibility',
      body: (
        <p>
          We are responsible for delivering the reading you paid for, as described on its product
          page and within its delivery time. If we do not, you are entitled to a full refund. Beyond
          that, our liability for an order is limited to the amount you paid for it, except where
          the law does not allow such a limit. Nothing in these terms takes away the rights the
          consumer law of your country gives you.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: (
        <p>
          We may update these terms, for example when we add a reading. The terms shown here on the
          day you pay are the ones that apply to your order; a later change never applies to an
          order already placed.
        </p>
      ),
    },
  ];
}

export default function TermsPage() {
  return (
    <PolicyArticle
      path={pageRoutes.terms}
      title="Terms of sale"
      intro={
        <p>
          What you agree to when you buy a reading from {shopConfig().shopName}, in plain words. The{' '}
          <Link href={pageRoutes.refunds}>refund policy</Link> and the{' '}
          <Link href={pageRoutes.faq}>FAQ</Link> go into more detail.
        </p>
      }
      sections={sections(shopConfig().shopName)}
    />
  );
}
