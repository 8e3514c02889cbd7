/** The Rising sign (Ascendant): first impressions and the way in to life. Written for this shop. */
import type { ZodiacSign } from '../chart/zodiac';
import { libraryTable } from './library';
import { libraryDocuments } from './library-factors';

export const risingSignTexts: Readonly<Record<ZodiacSign, string>> = libraryTable(
  {
    id: 'rising',
    group: 'Rising sign',
    factor: ([sign]) => `${sign} rising`,
    usedIn: libraryDocuments.chartReports,
  },
  {
    Aries:
      'With Aries rising you meet the world head on. People notice your energy first: a quick step, a direct gaze, a readiness to act. You tend to jump into new situations rather than wait at the edge, and others often follow your lead without being asked. Life keeps asking you to be brave and to begin. Slow down just enough to bring others along, and your natural courage becomes leadership that people are glad to share.',
    Taurus:
      'With Taurus rising you give a first impression of calm. People sense that you are grounded, patient and not easily rushed, and they relax around you. You take in a new place through your senses, noticing textures, tastes and tone of voice. You prefer to test the ground before you commit. Life invites you to build something that lasts; trust your own pace, and let your steadiness be the gift it so clearly is.',
    Gemini:
      'With Gemini rising you arrive asking questions. You come across as bright, youthful and easy to talk to, and you can find common ground with almost anyone within minutes. Your face and hands tend to be expressive. New situations feel like puzzles to explore. Life keeps offering you variety, movement and messages to carry. Choose a few conversations worth going deep into, and your quick charm turns into lasting connection.',
    Cancer:
      'With Cancer rising you first feel a room, then enter it. People often sense your kindness and may start confiding in you surprisingly soon. You protect yourself with a gentle reserve until you know you are safe, then you open fully. Home, family and belonging are themes you meet again and again. Trust your instinct about people; it is usually right, and your care makes others feel at home wherever you are.',
    Leo: 'With Leo rising you make an entrance, even when you do not mean to. There is a warmth and presence about you that draws eyes, and people often assume you are more confident than you feel. You like to do things with style and heart. Life invites you to step into the light and to encourage others to shine too. Let yourself be seen as you really are, and your warmth becomes a welcome that lasts.',
    Virgo:
      'With Virgo rising you come across as thoughtful, capable and modest. People notice your care with details, your tidy turn of phrase and your willingness to help. You approach new situations by observing first and making a plan. You may be harder on yourself than anyone else would dream of being. Life asks you to serve in ways that matter to you, and to treat yourself with the same kindness you show others.',
    Libra:
      'With Libra rising you meet people with grace. Your first impression is friendly, polished and fair, and you have a talent for putting others at ease. You notice beauty and balance wherever you go. Decisions can take time because you see every side. Life keeps bringing you partnerships and chances to build bridges. Practise stating your own wishes early, and your diplomacy will carry your voice rather than hide it.',
    Scorpio:
      'With Scorpio rising you hold something in reserve. People sense depth, focus and a quiet intensity, and they may find you magnetic before they find you easy to know. You read situations carefully and rarely show all your cards. Trust is earned with you, and once earned it is unshakeable. Life invites you into transformation again and again; each time you let yourself be known a little more, your power grows gentler and stronger.',
    Sagittarius:
      'With Sagittarius rising you bring a breath of open air. People see you as friendly, adventurous and frank, someone who laughs easily and is ready to go. You approach life like a traveller, curious about what lies over the next hill, whether that is a country, a belief or a book. Life keeps offering you growth through exploration. Keep your promises as generous as your plans, and your enthusiasm becomes a compass for others.',
    Capricorn:
      'With Capricorn rising you appear composed and responsible, often older than your years when young and youthful as you age. People trust you to handle things, and you usually do. You approach new situations with caution and a long view, preferring to earn your place. Life asks you to build a structure that truly fits you, not just one that impresses. Let your dry humour show early; it opens doors that competence alone cannot.',
    Aquarius:
      'With Aquarius rising you strike people as original and a little unpredictable in the best way. You are friendly with everyone yet hard to pin down, and you often see the situation from an angle nobody else has considered. Being yourself matters more to you than fitting in. Life keeps drawing you toward groups, causes and new ideas. Let a few people past your cool, curious surface, and they will find a loyal and very warm friend.',
    Pisces:
      'With Pisces rising you arrive softly. People feel your gentleness and imagination, and they may sense that you understand them without needing much explanation. You absorb the atmosphere of places, so beautiful or peaceful surroundings matter to you. Life can feel like a sea you are learning to swim. Trust your intuition and give it some structure, and your compassion and creativity become guides for yourself and for others.',
  },
);
