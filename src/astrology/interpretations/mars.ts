/** Mars by sign: how someone acts, competes and goes after what they want. Written for this shop. */
import type { ZodiacSign } from '../chart/zodiac';
import { libraryTable } from './library';
import { libraryDocuments } from './library-factors';

export const marsSignTexts: Readonly<Record<ZodiacSign, string>> = libraryTable(
  {
    id: 'sign.mars',
    group: 'Planets in signs',
    factor: ([sign]) => `Mars in ${sign}`,
    usedIn: libraryDocuments.chartReports,
  },
  {
    Aries:
      'Mars in Aries is pure forward motion. You act quickly, fight fair and recover fast, and a challenge tends to bring out your best rather than your fear. Competition, sport and any race against the clock can energise you. Your temper flares bright and burns out just as quickly. Your drive becomes hard to stop when you pace yourself, finish what you begin and save your fire for the battles that really matter.',
    Taurus:
      'With Mars in Taurus your energy is slow to start and very hard to stop. You work steadily, with a stamina that outlasts flashier people, and you prefer results you can see and hold. Under pressure you dig in your heels. Anger builds quietly and can surprise everyone, you included, when it finally comes out. Your strength grows when you choose your goals deliberately and let your patience carry you the rest of the way.',
    Gemini:
      'Your Mars in Gemini moves through words and ideas. You are quick-witted in an argument, able to juggle several projects and restless when stuck with only one. Your energy comes in bursts, sparked by curiosity or a good debate. You may scatter your effort, or win the point and lose the thread. You get the most done with short, varied tasks and a clear list of what actually needs finishing this week.',
    Cancer:
      'Mars in Cancer acts to protect. You find fierce energy when someone you love is threatened, and you are more tenacious than your gentle manner suggests. You tend to approach conflict sideways, testing the water before you show your hand. Hurt feelings can come out as sulks or sharp remarks. Your drive is strongest when it serves home, family or a cause you care about, and when you name what you need directly.',
    Leo: 'With Mars in Leo you act with heart and a sense of occasion. You like to lead, to create and to put your whole self into what you do, and your enthusiasm can rally a whole team. Pride is a powerful motivator for you, and a bruised ego can turn into a dramatic stand. Your courage shines when it is generous, aimed at making something wonderful rather than at proving who is in charge.',
    Virgo:
      'Your Mars in Virgo works with precision. You put your energy into doing things properly: the right tool, the right order, the job finished well. You are at your best solving practical problems and improving systems bit by bit. Frustration can show up as criticism, of others or of yourself. You thrive with useful work, good routines for your body and permission to stop before everything is perfect.',
    Libra:
      'Mars in Libra acts through partnership and persuasion. You prefer to win people over rather than overpower them, and you will fight hard for fairness, often on behalf of someone else. Direct confrontation can feel uncomfortable, so anger may come out as politeness with an edge. You may hesitate while weighing the options. Your drive strengthens when you trust that asserting your wishes is part of a fair relationship, not a threat to it.',
    Scorpio:
      'With Mars in Scorpio your drive runs deep and silent. Once you decide on something you pursue it with focus, strategy and remarkable endurance, and you are hard to fool and harder to stop. Anger can be held for a long time, quietly, which costs you more than it costs anyone else. Your power works best when you channel it into something worth your intensity: research, healing, rebuilding or a long, demanding goal.',
    Sagittarius:
      'Your Mars in Sagittarius is fired by a cause or a journey. You act on principle and on enthusiasm, and you are happiest chasing something far away, whether a qualification, a summit or a better world. You speak your mind quickly and expect others to do the same. Routine and small print drain you. Your energy lasts longest when your big aims are broken into steps you can actually take this week.',
    Capricorn:
      'Mars in Capricorn is ambition with a plan. You channel your energy into long-term goals and have the discipline to keep working while others are still talking about it. Authority and responsibility tend to come to you. You may push yourself too hard and forget that rest is part of any good strategy. Your drive achieves the most when you climb steadily and stop to enjoy the view from each ledge along the way.',
    Aquarius:
      'With Mars in Aquarius you act for change. You are energised by new ideas, group efforts and rebellion against rules that no longer make sense, and you can be surprisingly stubborn once you believe you are right. Anger tends to come out as cool detachment rather than heat. You do your best work on your own terms, in good company, with enough freedom to try what nobody else has tried.',
    Pisces:
      'Your Mars in Pisces moves like water: it finds a way around obstacles rather than through them. You are driven by compassion, inspiration and a sense that things ought to be kinder. Direct conflict can drain you, and anger may turn into withdrawal. Your energy rises and falls with your mood. You work best with flexible routines and with art, service or causes that feel meaningful enough to pour yourself into.',
  },
);
