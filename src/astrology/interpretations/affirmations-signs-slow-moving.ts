/**
 * Affirmations for Jupiter, Saturn, Uranus, Neptune and Pluto by sign: the gift, then the way it
 * grows (decision 243). The outer three are shared by everyone born in the same years, so their
 * texts speak of what this person does with the era's mood. Written for this shop.
 */
import type { SignAffirmations } from './affirmations-signs-personal';

type SlowMovingBody = 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto';

export const slowMovingSignAffirmations: Readonly<Record<SlowMovingBody, SignAffirmations>> = {
  jupiter: {
    Aries: [
      'Luck meets me when I take the initiative. I back myself.',
      'I let my faith in new beginnings carry me through the middle part.',
    ],
    Taurus: [
      'Abundance grows around me when I am patient and practical.',
      'I share what I have, and I find that I still have enough.',
    ],
    Gemini: [
      'Learning, talking and connecting open doors for me.',
      'I look for meaning in what I learn, not only more facts.',
    ],
    Cancer: [
      'My kindness and care come back to me many times over.',
      'I extend my sense of family to people beyond my own.',
    ],
    Leo: [
      'My generosity and confidence attract good fortune.',
      'My best luck comes when I lift others up beside me.',
    ],
    Virgo: [
      'I grow through skill and service, one useful improvement at a time.',
      'I trust the big picture even while I mind the details.',
    ],
    Libra: [
      'My best opportunities come through partnership and fairness.',
      'I take a chance on my own judgement as well as on others.',
    ],
    Scorpio: [
      'I grow by going deep, and every change I face makes me wiser.',
      'I trust that my resources grow when I share power.',
    ],
    Sagittarius: [
      'My optimism and love of truth take me far.',
      'I practise what I preach, and that makes my faith real.',
    ],
    Capricorn: [
      'I grow through hard work and responsibility, and my success is earned.',
      'I let my ambitions include joy, not only duty.',
    ],
    Aquarius: [
      'I grow by thinking ahead and working with like-minded people.',
      'My ideals become real when I apply them to one person at a time.',
    ],
    Pisces: [
      'My compassion and faith open doors I never planned for.',
      'I ground my generosity so that I can keep giving.',
    ],
  },
  saturn: {
    Aries: [
      'I am learning to lead with patience, and my courage grows steady.',
      'I trust myself to begin, even when no one gives me permission.',
    ],
    Taurus: [
      'I build lasting security, brick by brick.',
      'I have enough, and I am enough, even while I keep building.',
    ],
    Gemini: [
      'I master my words and ideas through practice.',
      'My voice counts. I speak up even when I am not an expert.',
    ],
    Cancer: [
      'I create the safety I need, and I become my own steady home.',
      'I let old family rules go when they no longer protect me.',
    ],
    Leo: [
      'I earn my confidence by showing up, again and again.',
      'I let myself be seen before I feel completely ready.',
    ],
    Virgo: [
      'My discipline and care for details produce excellent work.',
      'I forgive my own mistakes as readily as I forgive others.',
    ],
    Libra: [
      'I build relationships that are fair, committed and real.',
      'I keep my agreements with myself as faithfully as with others.',
    ],
    Scorpio: [
      'I face what scares me, and I find my own strength there.',
      'I let trust be built slowly and I allow myself to be known.',
    ],
    Sagittarius: [
      'I build my beliefs on experience, and they hold firm.',
      'I let my truth stay open to questions.',
    ],
    Capricorn: [
      'I am built for the long climb, and I reach the top.',
      'I am more than my achievements. I rest and I am still worthy.',
    ],
    Aquarius: [
      'I give my ideals a structure, so they can change things.',
      'I belong to the group and I remain myself.',
    ],
    Pisces: [
      'I give my dreams a shape, and they become real.',
      'I set kind limits around my compassion.',
    ],
  },
  uranus: {
    Aries: [
      'I break new ground without waiting to be asked.',
      'I aim my restlessness at what truly needs changing.',
    ],
    Taurus: [
      'I find fresh ways to live well and use what the earth gives.',
      'I welcome change in my habits and my money before it is forced on me.',
    ],
    Gemini: [
      'My mind welcomes new ideas and new ways of connecting.',
      'I think for myself amid all the noise.',
    ],
    Cancer: [
      'I make home and family whatever shape suits my life.',
      'I keep what is precious from my roots while I change the rest.',
    ],
    Leo: [
      'I express myself in my own original way.',
      'I stand out for what I create, not for the shock of it.',
    ],
    Virgo: [
      'I find smarter, healthier ways of working and living.',
      'I let a new routine surprise me with how freeing it is.',
    ],
    Libra: [
      'I make relationships that leave both people free.',
      'I stay close to people even as I change.',
    ],
    Scorpio: [
      'I welcome deep change and I come out renewed.',
      'I let breakthroughs happen gently, not only in crises.',
    ],
    Sagittarius: [
      'I question old beliefs and find my own truth.',
      'I turn new freedoms into a wiser way to live.',
    ],
    Capricorn: [
      'I change the structures that no longer serve, from the inside.',
      'I respect what works while I reinvent what does not.',
    ],
    Aquarius: [
      'I think ahead of my time, and I share what I see.',
      'I bring my vision down to earth, one practical step at a time.',
    ],
    Pisces: [
      'I trust sudden intuitions; they often show me the way.',
      'I ground my inspirations so they can help real people.',
    ],
  },
  neptune: {
    Aries: [
      'I am inspired to act on my ideals, and I do.',
      'I temper my crusades with compassion for the people on the other side.',
    ],
    Taurus: [
      'I find the sacred in simple, beautiful, earthly things.',
      'I see money and comfort clearly, without dreaming them away.',
    ],
    Gemini: [
      'My words carry imagination, and they can inspire.',
      'I choose which stories I believe with care.',
    ],
    Cancer: [
      'I feel the ties between all families, and I offer comfort freely.',
      'I let go of an idealised past and love the home I have.',
    ],
    Leo: [
      'My creativity carries a touch of magic.',
      'I let myself be admired without losing sight of myself.',
    ],
    Virgo: [
      'I serve with compassion and find meaning in everyday work.',
      'I do my best and leave the rest. Perfection is not the goal.',
    ],
    Libra: [
      'I hold a beautiful ideal of love, and I live it kindly.',
      'I love real people, not perfect pictures of them.',
    ],
    Scorpio: [
      "I am drawn to life's mysteries, and they deepen me.",
      'I let go of what I cannot control and feel lighter.',
    ],
    Sagittarius: [
      'I search for meaning, and my faith lifts me.',
      'I let my spiritual life stay humble and open.',
    ],
    Capricorn: [
      'I bring my ideals into the real world and make them work.',
      'I see my ambitions clearly and I let the illusions go.',
    ],
    Aquarius: [
      'I dream of a kinder world, and I work for it with others.',
      'I care for the person in front of me as much as for humanity.',
    ],
    Pisces: [
      'My intuition and compassion are wide, and I trust them.',
      'I keep a clear boundary so that my sensitivity stays a strength.',
    ],
  },
  pluto: {
    Aries: [
      'I have the power to begin again, boldly.',
      'I use my strength to build up, not to win.',
    ],
    Taurus: [
      'I transform what I value, and I grow richer inside.',
      'I let go of possessions that hold me back.',
    ],
    Gemini: [
      'My words can change minds, and I use them with care.',
      'I look beneath the headlines for what is true.',
    ],
    Cancer: [
      'I heal old family patterns, and they stop with me.',
      'I let my roots feed me without binding me.',
    ],
    Leo: [
      'My creative power is real, and I use it generously.',
      'I share the stage; my power grows when others shine.',
    ],
    Virgo: [
      'I change my habits and my health deeply, from the ground up.',
      'I accept what is imperfect in me, and it loses its grip.',
    ],
    Libra: [
      'My relationships transform me, and I let them.',
      'I keep power balanced between me and the people I love.',
    ],
    Scorpio: [
      'I go to the depths and I come back renewed, every time.',
      'I let go of control and trust in my own resilience.',
    ],
    Sagittarius: [
      'My beliefs are strong enough to change when life teaches me more.',
      "I seek the truth with my whole self and respect others' search.",
    ],
    Capricorn: [
      'I have the power to rebuild what is broken, properly.',
      'I use my authority to serve, not to rule.',
    ],
    Aquarius: [
      'I help change the group for the better, together with others.',
      'My individuality is a power I use for the common good.',
    ],
    Pisces: [
      'I transform through compassion and let my heart lead.',
      'I trust the unseen and let go into something larger.',
    ],
  },
};
