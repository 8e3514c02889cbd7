/**
 * Aspects between the personal points (Sun, Moon, Mercury, Venus, Mars and the two angles): the
 * pair's theme plus one bespoke sentence or two per aspect family. Written for this shop.
 */
import type { AspectPairKey } from './aspect-pair-key';
import type { AspectFamily } from './aspect-phrasing';
import { libraryTable } from './library';
import { libraryDocuments, pairName, withField } from './library-factors';

export type PersonalPairTexts = { theme: string } & Readonly<Record<AspectFamily, string>>;

export const personalPairTexts: Readonly<Partial<Record<AspectPairKey, PersonalPairTexts>>> =
  libraryTable(
    {
      id: 'aspect-pair',
      group: 'Aspects',
      factor: ([pair, field]) => withField(pairName(pair!), field),
      usedIn: libraryDocuments.chartReports,
    },
    {
      'sun-moon': {
        theme: 'what you want and what you need',
        conjunction:
          'You were born close to a new moon, so your will and your heart usually point the same way. That gives you focus and self-belief, though stepping outside your own point of view can take practice.',
        harmonious:
          'Your inner life and your outer aims tend to agree, which gives you an easy relationship with yourself and makes you restful company for others.',
        challenging:
          'Part of you may feel left out whichever way you choose. Listening to both sides before you decide turns that inner debate into wisdom.',
      },
      'sun-mercury': {
        theme: 'who you are and how you think',
        conjunction:
          'Your opinions are deeply personal, because you think very much as you are. Learning to hear feedback on an idea without taking it as a verdict on yourself sets your mind free.',
        harmonious:
          'Your words fit your character, so people tend to believe you and understand what you mean.',
        challenging:
          "When you are stressed, what you say and what you mean can drift apart, so a quiet 'is this really what I think?' keeps your words your own.",
      },
      'sun-venus': {
        theme: 'your sense of self and what you love',
        conjunction:
          'Charm, warmth and a feel for beauty sit close to the heart of who you are. You like to be liked, and you grow by valuing yourself even when you displease someone.',
        harmonious:
          'Affection and creativity come easily to you, and people tend to find you pleasant and generous company.',
        challenging:
          'Pleasing others and being yourself can seem to pull apart, so the work is to love in a way that does not cost you your own centre.',
      },
      'sun-mars': {
        theme: 'your sense of purpose and your drive',
        conjunction:
          'You are at your best when you act, and courage comes naturally to you. So can impatience, which is why choosing the battles worth your fire matters so much.',
        harmonious:
          'You tend to have the stamina and nerve to follow through on what matters to you.',
        challenging:
          'Drive can outrun direction, and frustration may flare when the world moves more slowly than you do. Channelled into sport, work or a cause, that fire becomes a real engine.',
      },
      'sun-ascendant': {
        theme: 'your inner self and the face you show',
        conjunction:
          'What people meet first is very close to who you are inside. Your presence is strong, and being honest about yourself comes naturally.',
        harmonious:
          'People tend to read you accurately and warm to you quickly, because your manner suits your nature.',
        challenging:
          'The person others first meet may not match who you feel you are, and letting both show, over time, helps people know the whole of you.',
      },
      'sun-midheaven': {
        theme: 'your sense of self and your calling',
        conjunction:
          'You want your work to express who you are, and visibility tends to find you. Choose a path you are proud to be seen on.',
        harmonious:
          'Your talents and your calling tend to line up, so work that truly suits you often comes more easily than you expect.',
        challenging:
          'Who you are and what the world expects of you may seem at odds for a while, and shaping a career around your true nature is part of your life story.',
      },
      'moon-mercury': {
        theme: 'your feelings and your thoughts',
        conjunction:
          'You think with your feelings and feel through your thoughts, which makes you an intuitive listener. Naming an emotion helps you understand it, as long as you do not try to think it away.',
        harmonious: 'You can put feelings into words with ease and help other people do the same.',
        challenging:
          'One part of you may explain away what the other feels. Writing things down, or talking them over with someone patient, helps you hear both.',
      },
      'moon-venus': {
        theme: 'your need for comfort and your need for affection',
        conjunction:
          'Tenderness is at the heart of your nature: you need affection, beauty and peace to feel well, and you give them generously. A little honest disagreement now and then keeps your closeness real.',
        harmonious:
          'You have a gentle way with people and a gift for making them feel comfortable and cared for.',
        challenging:
          'What makes you feel safe and what you find attractive may not always match, and learning which to trust in the moment is part of your growth.',
      },
      'moon-mars': {
        theme: 'your feelings and your fighting spirit',
        conjunction:
          'Your feelings come with heat: you react quickly and protect fiercely. Moving your body is one of the best ways for you to work through strong emotion.',
        harmonious:
          'You feel and act in one movement, quick to stand up for yourself and for the people you love.',
        challenging:
          'Hurt can turn into irritation before you have noticed it, and your reactions may surprise you. Naming what stings, early and plainly, cools things faster than holding it in.',
      },
      'moon-ascendant': {
        theme: 'your moods and your first impression',
        conjunction:
          'Your feelings show on your face and in your manner, which makes you approachable and easy to read. A calm setting helps, since you absorb the mood of every room.',
        harmonious:
          'Your warmth comes across naturally, and people tend to feel at ease with you quickly.',
        challenging:
          'How you feel and how you appear may not match, so others can misread your mood. Saying what you feel, in simple words, closes the gap.',
      },
      'moon-midheaven': {
        theme: 'your private needs and your public role',
        conjunction:
          'You may be drawn to work with people, care, food or the public, and your feelings show at work. Choosing a calling that nourishes you matters more than it does for most.',
        harmonious:
          'You may find it easy to make your working life feel like home, and work that involves caring for people can suit you especially well.',
        challenging:
          'Home and career can compete for your time and heart, and balance comes from seeing each as a support for the other rather than a rival.',
      },
      'mercury-venus': {
        theme: 'your words and your affections',
        conjunction:
          'You have a graceful way with words and a fine sense of style in speech or writing. Tact comes easily; just make sure kindness never crowds out honesty.',
        harmonious:
          'Pleasant conversation and a gift for diplomacy help you win people over and smooth over difficulties.',
        challenging:
          'Saying what you think and keeping the peace may compete in you, and finding kind words for hard truths is a skill well worth practising.',
      },
      'mercury-mars': {
        theme: 'your thinking and your will to act',
        conjunction:
          'Your mind is quick and combative, sharp in debate and decisive in judgement. A short pause before you speak makes your words even stronger.',
        harmonious:
          'You think fast and act on your ideas without hesitation, a gift in any job that needs clear decisions.',
        challenging:
          'Thoughts can turn into arguments quickly, and your words may come out sharper than you intend. Used with care, that edge makes you a formidable advocate.',
      },
      'mercury-ascendant': {
        theme: 'your mind and your manner',
        conjunction:
          'People often notice your mind before anything else: you come across as bright, curious and talkative. Your hands and voice are expressive tools.',
        harmonious:
          'Your ideas come across clearly, so people enjoy talking with you and understand you quickly.',
        challenging:
          'What you think and how you come across may not match, so people can misjudge your intentions. Explaining your reasons helps you be understood.',
      },
      'mercury-midheaven': {
        theme: 'your ideas and your career',
        conjunction:
          'Writing, teaching, speaking or trading ideas may define your working life, and you may become known for what you say.',
        harmonious:
          'You can explain your goals in a way that wins support, and your ideas serve your career well.',
        challenging:
          'What you believe and what your job asks you to say may drift apart, so the two need reconciling from time to time.',
      },
      'venus-mars': {
        theme: 'how you attract and how you pursue',
        conjunction:
          'You are warm, magnetic and passionate, and desire and affection rarely pull apart in you. You know what you want in love and are not shy about going after it.',
        harmonious:
          'Softness and assertion work together easily in you, which helps you build relationships that feel balanced.',
        challenging:
          'The pull between them brings chemistry as well as friction into love. Handled with care, that tension keeps relationships alive rather than wearing them down.',
      },
      'venus-ascendant': {
        theme: 'your charm and your first impression',
        conjunction:
          'People tend to find you pleasant, attractive and easy to be around from the first meeting. Beauty and style matter to you.',
        harmonious:
          'Grace and friendliness come naturally to you, and people often feel welcome in your presence.',
        challenging:
          'Being liked and being yourself may feel like competing goals at times, and letting people see your opinions as well as your charm makes your bonds stronger.',
      },
      'venus-midheaven': {
        theme: 'what you love and what you are known for',
        conjunction:
          'Your career may involve beauty, art, diplomacy or people, and you tend to be well liked in your public role. Enjoying your work matters to you.',
        harmonious:
          'Your charm and your values serve your career, and your working life goes best when it includes something you truly love.',
        challenging:
          'Pleasure and achievement may compete for your time, and building a career that leaves room for what you love is part of your path.',
      },
      'mars-ascendant': {
        theme: 'your energy and the way you meet the world',
        conjunction:
          'You come across as energetic, direct and ready for action, and people notice your strength at once. Slowing down now and then helps others keep up.',
        harmonious:
          'Your energy shows in a confident, lively manner, and you tend to take the initiative in new situations.',
        challenging:
          'Your energy can come across as more forceful than you intend, and others may push back. Choosing when to press on and when to wait lets your strength be welcomed.',
      },
      'mars-midheaven': {
        theme: 'your ambition and your public path',
        conjunction:
          'You want to achieve, lead and leave your mark, and you may be known for taking action where others hesitate.',
        harmonious:
          'You can work hard toward long-term goals without burning out, and your energy supports your ambitions.',
        challenging:
          'Your push to get ahead may bring clashes with bosses or competitors, and your growth lies in turning conflict into determined, well-aimed effort.',
      },
    },
  );
