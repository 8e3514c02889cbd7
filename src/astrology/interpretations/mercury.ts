/** Mercury by sign: how someone thinks, learns and talks. Written for this shop. */
import type { ZodiacSign } from '../chart/zodiac';
import { libraryTable } from './library';
import { libraryDocuments } from './library-factors';

export const mercurySignTexts: Readonly<Record<ZodiacSign, string>> = libraryTable(
  {
    id: 'sign.mercury',
    group: 'Planets in signs',
    factor: ([sign]) => `Mercury in ${sign}`,
    usedIn: libraryDocuments.chartReports,
  },
  {
    Aries:
      'Mercury in Aries thinks on its feet. You reach conclusions fast and say them out loud before the meeting has finished its first slide, and your directness cuts through fog that others would politely leave alone. Arguments can feel like sport to you. Your words land best when you count to three first, and when you leave a little room for the person who needs longer to find theirs.',
    Taurus:
      'With Mercury in Taurus you think the way good bread rises: slowly, and into something with real substance. Once you have made up your mind it takes solid evidence to change it, which makes you a fair judge and a formidable negotiator. You learn best with your hands and senses involved, from cooking to counting. Your gift is common sense; your stretch is staying curious when a new idea arrives looking unfamiliar.',
    Gemini:
      "Mercury is at home in Gemini, and your mind shows it: quick, funny, forever linking one thing to another. You can follow three conversations at once and often finish other people's sentences, sometimes correctly. Languages, puzzles, gossip and trivia all feed you. The risk is a mind that skims, so the habits that serve you most are the ones that help you land: a notebook, a deadline, a friend who asks 'and then what?'",
    Cancer:
      'Your Mercury in Cancer thinks with its feelings and remembers with its whole body. You can recall the exact words someone used years ago and how the kitchen smelled when they said them. You listen for what is meant rather than what is said, which makes you a gentle and perceptive confidant. When you feel unsafe you may go quiet or circle a subject; writing things down helps you find your footing and your voice.',
    Leo: 'With Mercury in Leo you speak to be heard, and you usually are. You tell a story with colour and timing, and you have a knack for making a dry subject feel as if it matters. Your opinions come from the heart, so criticism of an idea can feel personal at first. Your words shine brightest when you use them to encourage, and when you let someone else hold the microphone long enough to surprise you.',
    Virgo:
      'Mercury in Virgo gives you a mind like a well-sorted toolbox. You notice the typo, the missing step and the better way to do it, and you enjoy turning a muddle into a method. Precise words matter to you, and so does being useful with them. The same sharp eye can turn inward as worry or self-critique. Give your analysis a real problem to solve, and let yourself stop once it is solved well enough.',
    Libra:
      'Your Mercury in Libra thinks in conversation. You naturally weigh both sides, find the fairest way to phrase a hard truth and notice when an argument has lost its balance. People ask you to mediate because you make them feel heard. Choosing can take a while, since every option has its merits. Your thinking grows clearest when you say what you prefer first and polish it afterwards, rather than waiting for a perfect consensus.',
    Scorpio:
      'With Mercury in Scorpio you think like a detective. You listen for what is left out, ask the one question nobody wanted asked and rarely take a story at face value. Research, psychology and anything hidden can absorb you for hours. You tend to keep your own counsel until you are sure, and then you speak with real force. Your insight heals most when you share it with care as well as accuracy.',
    Sagittarius:
      'Mercury in Sagittarius loves the big picture. You think in themes, meanings and possibilities, and you can make a lecture hall or a kitchen table feel like the start of an adventure. Your honesty is disarming, occasionally more than you intended. Details may bore you, and the fine print can slip past. Pair your wide vision with one trusted checklist, and your ideas can travel as far as your imagination does.',
    Capricorn:
      'Your Mercury in Capricorn thinks in plans, steps and consequences. You prefer facts that bear weight to theories that merely sparkle, and you tend to speak when you have something worth saying. Others come to you for a realistic view, and your dry wit surprises people who took you for solemn. You may doubt an idea until it is proven. Allow some of your thinking to be playful, unfinished and just for you.',
    Aquarius:
      'With Mercury in Aquarius your mind runs ahead of the crowd. You see patterns, systems and futures that others have not noticed yet, and you will happily question a rule just to see whether it still makes sense. Friends value your fresh angle and your fairness. Once you have reasoned something out, you can hold the opinion with surprising firmness. Your ideas land best when you stay open to people who arrive by a different route.',
    Pisces:
      'Mercury in Pisces thinks in images, moods and music more than in lists. You often know something before you can explain how, and your words can carry a quiet poetry that reaches people. You pick up on the feeling underneath a conversation. Dates, directions and dry paperwork may drift out of your mind. A few simple systems protect your practical life and leave your imagination free to do what it does best.',
  },
);
