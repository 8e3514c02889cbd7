import { Link } from 'wouter';
import { products, sessionBookingSummary } from '../../common/catalogue';
import {
  COMPREHENSIVE_ANSWER_MIN,
  LONG_ANSWER_MIN,
  PALM_PHOTO_MIN_SIDE,
  uploadRules,
  type UploadRule,
} from '../../common/intake';
import { pageRoutes } from '../../common/routes';
import { DOWNLOAD_LINK_DAYS } from '../../common/shop-limits';
import {
  closingQuestions,
  openingQuestions,
} from '../features/intake/components/strategic-alignment-questions';
import {
  guaranteeGroups,
  joinNames,
  namesWithQuestionnaire,
  DeliveryList,
  PolicyArticle,
  SupportEmail,
  type PolicySection,
} from '../features/policies';

function fileRule(rule: UploadRule): string {
  const types = rule.extensions.map((extension) => extension.slice(1).toUpperCase()).join(', ');
  return `${types}, up to ${rule.maxBytes / 1_048_576} MB each`;
}

const writtenQuestions = [...openingQuestions, ...closingQuestions];

const sections: PolicySection[] = [
  {
    id: 'birth-time-unknown',
    title: 'I do not know my exact birth time',
    body: (
      <>
        <p>
          Look first at your birth certificate, a hospital record or a baby book, or ask whoever was
          there: many countries record the minute. If you only know it roughly (&ldquo;early
          morning&rdquo;), give your best guess.
        </p>
        <p>
          Your life path number needs only the date. The Sun and the planets move a degree or two a
          day at most, so their signs stay right unless they sit on the edge of one. The Moon moves
          about half a degree an hour, and the Rising sign and the houses change every few minutes:
          those are what a wrong time changes. When your Sun, Moon or Rising sign is within a degree
          of the next sign, your summary and report say so. For a reading prepared by a person, tell
          us in your questionnaire that the time is approximate and the reader will lean on what
          does not depend on it.
        </p>
      </>
    ),
  },
  {
    id: 'wrong-birth-data',
    title: 'I gave the wrong birth data and have already paid',
    body: (
      <p>
        Write to <SupportEmail /> with your order reference and the right date, time and place. We
        correct them on your order and make your report again from the corrected chart, at no cost:
        every document we compute from your chart arrives again by e-mail within minutes of the
        correction. For a reading prepared by a person, the reader works from the corrected chart.
        The sooner you tell us, the sooner your reading is right.
      </p>
    ),
  },
  {
    id: 'birthplace',
    title: 'My birthplace is a small village',
    body: (
      <p>
        Our gazetteer knows about 200,000 places, down to villages of around 500 people, with former
        names such as Bombay or Leningrad. Add the region or country after the name
        (&ldquo;Hallstatt, Austria&rdquo;) to be sure of the right one. If a place is not found,
        type the nearest town: the clock and the sky are the same a few kilometres away.
      </p>
    ),
  },
  {
    id: 'delivery',
    title: 'When will my reading arrive?',
    body: (
      <>
        <p>
          Each reading&rsquo;s delivery time, counted from your payment unless it says otherwise:
        </p>
        <DeliveryList />
        <p>
          No e-mail from us? Look in your spam or promotions folder, then write to <SupportEmail />{' '}
          with your order reference.
        </p>
      </>
    ),
  },
  {
    id: 'file-formats',
    title: 'In what format are the readings?',
    body: (
      <p>
        As PDF files, which open on any phone, tablet or computer and print well. They come by
        e-mail with a private download link that works for {DOWNLOAD_LINK_DAYS} days; if it has
        expired, ask us and we send a new one. The documents we compute from your chart are also
        attached to the e-mail itself. Consultations and coaching sessions are live video calls that
        you book yourself on your order page: {sessionBookingSummary(products)}.
      </p>
    ),
  },
  {
    id: 'questionnaires',
    title: 'How do the questionnaires work?',
    body: (
      <>
        <p>
          {namesWithQuestionnaire(products, 'strategic-alignment')} and{' '}
          {namesWithQuestionnaire(products, 'master-blueprint')} begin with a questionnaire, so the
          reading speaks to your real life. Right after payment the success page takes you to it,
          and your confirmation e-mail carries the same link, which works on any device. If you have
          not answered, we remind you by e-mail a few times during the first week.
        </p>
        <h3>
          Strategic Alignment questions ({namesWithQuestionnaire(products, 'strategic-alignment')})
        </h3>
        <p>
          It asks for {writtenQuestions.length} written answers of at least {LONG_ANSWER_MIN}{' '}
          characters each, about your work now, a business you may have considered, a problem you
          want to solve, your ideal work, your curiosities, role models, self-taught skills and
          where you want to be in ten years; and two choices: how you like to work and how much
          stability you need. Your resume is welcome but optional.
        </p>
        <h3>
          Master Blueprint questionnaire ({namesWithQuestionnaire(products, 'master-blueprint')})
        </h3>
        <p>
          One long answer, of at least {COMPREHENSIVE_ANSWER_MIN} characters, covering the same
          ground in your own words; your resume; and one photo of each palm, taken flat in bright
          natural light, lines in focus, at least {PALM_PHOTO_MIN_SIDE} px on the short side.
        </p>
        <h3>Files you can upload</h3>
        <ul>
          <li>Resume: {fileRule(uploadRules.resume)}.</li>
          <li>Palm photos: {fileRule(uploadRules['palm-photo'])}.</li>
        </ul>
        <h3>Stopping halfway, or changing an answer</h3>
        <p>
          What you type and upload is saved in your browser as you go, so you can close the page and
          come back on the same device. After sending, you can send the questionnaire again from the
          same link: we read the latest version.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Can I get my money back?',
    body: (
      <p>
        Yes.{' '}
        {guaranteeGroups(products)
          .map(
            (group) =>
              `${joinNames(group.products.map((product) => product.name))}: ${group.days} days from payment`,
          )
          .join('; ')}
        . E-mail us with your order reference and we refund the full amount to your card; the{' '}
        <Link href={pageRoutes.refunds}>refund policy</Link> has the details.
      </p>
    ),
  },
  {
    id: 'order-status',
    title: 'How do I know where my order is?',
    body: (
      <>
        <p>
          We e-mail you when your payment is confirmed, when we receive your questionnaire, and when
          your reading is delivered. In between, your order moves through four stages:
        </p>
        <ul>
          <li>
            <strong>Received</strong>: paid, waiting for a reader (or for your questionnaire).
          </li>
          <li>
            <strong>Being prepared</strong>: a reader is working on it.
          </li>
          <li>
            <strong>Ready</strong>: written and checked, about to be sent.
          </li>
          <li>
            <strong>Delivered</strong>: the files are in your inbox.
          </li>
        </ul>
        <p>
          See it at any time on the <Link href={pageRoutes.orderStatus}>order status page</Link>:
          enter your order reference and e-mail, or open the private link in any of our order
          e-mails. It shows each stage with its date, the questionnaire if one is waiting, and your
          files once delivered.
        </p>
      </>
    ),
  },
];

export default function FaqPage() {
  return (
    <PolicyArticle
      path={pageRoutes.faq}
      title="Frequently asked questions"
      intro={
        <p>
          Birth data, delivery, questionnaires, refunds and following your order. Not answered here?
          Write to <SupportEmail />; the <Link href={pageRoutes.terms}>terms of sale</Link> and the{' '}
          <Link href={pageRoutes.refunds}>refund policy</Link> have the formal details.
        </p>
      }
      sections={sections}
    />
  );
}
