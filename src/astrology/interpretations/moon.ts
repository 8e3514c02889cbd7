/** The Moon sign: emotional needs and what feels like home. Written for this shop. */
import type { ZodiacSign } from '../chart/zodiac';
import { libraryTable } from './library';
import { libraryDocuments } from './library-factors';

export const moonSignTexts: Readonly<Record<ZodiacSign, string>> = libraryTable(
  {
    id: 'sign.moon',
    group: 'Planets in signs',
    factor: ([sign]) => `Moon in ${sign}`,
    usedIn: libraryDocuments.chartReports,
  },
  {
    Aries:
      'Your Moon in Aries feels things fast and hot. Emotions arrive like weather fronts, clear and strong, and they pass just as quickly when you can act on them. You need movement to feel better: a walk, a workout, a decision made. Being kept waiting or told to calm down rarely helps. You comfort others by rushing to their side. What nourishes you is the freedom to be honest about what you feel, and people who can meet your directness without flinching.',
    Taurus:
      'Your Moon in Taurus seeks steady ground. You feel safe with familiar rituals, good food, soft fabrics and people who show up when they said they would. Once settled, your mood is calm and generous, and others find your presence soothing. Sudden change unsettles you more than you admit. What nourishes you is time: time to adjust, time in nature, time to enjoy simple pleasures without guilt. Comfort, for you, is not indulgence but a way of caring for yourself.',
    Gemini:
      'Your Moon in Gemini processes feelings by talking, writing and thinking them through. A good conversation can change your whole mood, and silence can make you restless. You need variety and a little mental play to feel at ease. Sometimes you explain a feeling instead of letting yourself have it. What nourishes you is a listener who enjoys your words, a notebook within reach and permission to change your mind as you learn more about what you truly feel.',
    Cancer:
      'Your Moon in Cancer is at home in itself: sensitive, intuitive and deeply loyal. You pick up the moods around you long before anyone speaks, and you care for others in practical, tender ways. Your home and your family, however you define it, are your anchor. Old hurts can linger. What nourishes you is a safe nest, people who remember what matters to you, and moments when someone else does the caring so that you can simply receive.',
    Leo: 'Your Moon in Leo needs to feel seen and appreciated. When someone notices your effort or celebrates you, your heart opens wide and you give back with great warmth. You have a playful, childlike joy that brightens hard days. Being ignored hurts you more than criticism. What nourishes you is creative expression, affection given openly and a little drama in the best sense: a reason to dress up, a stage of any size, and people who clap for you sincerely.',
    Virgo:
      'Your Moon in Virgo finds calm in order. A tidy desk, a clear plan or a job done well can settle your nerves better than any pep talk. You show love by helping, and you notice the small needs others overlook. When anxious, you may worry at details or criticise yourself. What nourishes you is useful work, healthy routines and gentle reassurance that you are already enough, even when the list is not finished and the room is a little messy.',
    Libra:
      'Your Moon in Libra longs for harmony. Conflict can unsettle you physically, and you will work hard to make everyone comfortable. You feel most yourself in good company, in beautiful surroundings and in relationships that feel balanced. Sometimes you keep the peace at your own expense. What nourishes you is partnership, art and kindness, and also the practice of naming your own needs early, before resentment has a chance to quietly grow.',
    Scorpio:
      'Your Moon in Scorpio feels everything intensely and privately. You trust slowly, but once you do, your loyalty is fierce and lifelong. You can sense hidden motives and unspoken pain, and you are not afraid of difficult emotions. Betrayal cuts deep and is hard for you to forget. What nourishes you is emotional honesty, real intimacy with a few people, and time alone to let strong feelings transform rather than harden.',
    Sagittarius:
      'Your Moon in Sagittarius stays buoyant by looking ahead. You cheer yourself up with plans, trips, books and big conversations about meaning. Feeling fenced in is your least favourite feeling, and you may run from heaviness with a joke. Your optimism is a real resource for the people you love. What nourishes you is freedom, learning and laughter, and friends who let you wander and still keep a light on for your return.',
    Capricorn:
      'Your Moon in Capricorn feels safest when life is under control. You handle emotions with composure and often become the steady one in a crisis, even as a child. Showing vulnerability may feel risky, so you carry a lot quietly. Achievement and structure comfort you. What nourishes you is recognition for your effort, dependable people and permission to rest, to be looked after and to admit when something is simply too heavy to carry alone.',
    Aquarius:
      'Your Moon in Aquarius likes a little space around its feelings. You understand emotions best when you can step back and think about them, and you value friendship as much as romance. You care about fairness and about people who do not fit in, perhaps because you have felt that way too. What nourishes you is freedom to be unusual, a community that shares your ideals and people who accept that distance, for you, is not the same as coldness.',
    Pisces:
      'Your Moon in Pisces is tender and porous. You soak up the feelings around you and often know what someone needs before they do. Music, water, dreams and quiet creativity restore you. The rough edges of the world can wear you out, and you may need to withdraw to recover. What nourishes you is gentleness, time to drift and imagine, and a few loving boundaries that keep your compassion flowing without draining you.',
  },
);
