import { Link } from 'wouter';
import { products } from '../../common/catalogue';
import { pageRoutes } from '../../common/routes';
import {
  computedDocumentNames,
  computedReportNames,
  preparedReadingNames,
  PolicyArticle,
  type PolicySection,
} from '../features/policies';

const sections: PolicySection[] = [
  {
    id: 'computed-reports',
    title: 'Reports written by the chart engine',
    body: (
      <>
        <p>
          <strong>{computedReportNames(products)}</strong> are computed, not written for you by a
          person. The moment your payment is confirmed, our chart engine computes your chart, lays
          it out as a PDF and e-mails it to you, usually within a minute. The same goes for the
          documents that open every other reading: {computedDocumentNames(products)} are drawn by
          the engine the moment you pay, and your reader builds on them.
        </p>
        <p>
          Their words were written by us in advance: a text for each planet in each sign and house,
          for each Sun, Moon and Rising sign, for each life path number, and for every major aspect
          between two points of a chart, composed from parts so that two squares in one chart never
          read alike. The engine chooses the texts your chart calls for; no reader looks at your
          chart before it is sent. That is why these reports cost less and arrive at once.
        </p>
      </>
    ),
  },
  {
    id: 'prepared-readings',
    title: 'Readings prepared by a person',
    body: (
      <>
        <p>
          <strong>{preparedReadingNames(products)}</strong> are prepared by one of our readers. The
          reader starts from the same computed chart, then adds what software cannot do: reading
          your questionnaire answers and resume, your palms from your photos, your Human Design and
          Destiny Matrix, and writing one interpretation that ties them to your questions.
          Consultations and coaching sessions are held by a reader, live.
        </p>
        <p>
          Each reading is written for one person, and reaches you as PDF files by e-mail within the
          delivery time stated on its product page. If something in it does not fit you, write to
          us: the <Link href={pageRoutes.refunds}>guarantee</Link> covers every reading.
        </p>
      </>
    ),
  },
  {
    id: 'how-charts-are-computed',
    title: 'How your chart is computed',
    body: (
      <>
        <ol>
          <li>
            <strong>Your birthplace</strong> is looked up in the GeoNames gazetteer: about 200,000
            towns and villages down to some 500 inhabitants, with their coordinates and time zone,
            and former names such as Bombay or Leningrad. If only the region or country is
            recognised, we use its clock and leave out the Rising sign and houses, which need the
            exact place, and the report says so.
          </li>
          <li>
            <strong>Your birth time</strong> is turned into universal time with the historical time
            zone database, including its records of clocks before 1970, so summer time, wartime time
            and old local zones are those really in force where and when you were born. Before a
            place adopted standard time, we use its own local mean time.
          </li>
          <li>
            <strong>The positions</strong> of the Sun, Moon and planets come from a precise
            astronomical ephemeris, as seen from the Earth in the tropical zodiac. Tested against
            the Swiss Ephemeris, the reference astrologers use, on 3,000 moments from 1900 to 2030,
            they agree to within a hundredth of a degree.
          </li>
          <li>
            <strong>Houses</strong> are Placidus. Beyond the polar circles, where Placidus has no
            solution because some degrees of the zodiac never rise or set, we use Porphyry houses
            and the chart says why.
          </li>
          <li>
            <strong>Aspects</strong> are the five major ones: conjunction, sextile, square, trine
            and opposition, with orbs of up to 8° between planets, 10° with the Sun or Moon and 5°
            with the Ascendant or Midheaven.
          </li>
          <li>
            <strong>Your life path number</strong> reduces the month, day and year of your birth
            separately, then their sum, keeping the master numbers 11, 22 and 33.
          </li>
        </ol>
      </>
    ),
  },
];

export default function AboutReadersPage() {
  return (
    <PolicyArticle
      path={pageRoutes.aboutReaders}
      title="About our readers"
      intro={
        <p>
          Who writes your reading depends on which one you buy: {computedReportNames(products)} are
          computed from your chart the moment you pay; the others are prepared by a person. Both
          start from the same chart, computed as described below.
        </p>
      }
      sections={sections}
    />
  );
}
