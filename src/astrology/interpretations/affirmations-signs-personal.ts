/**
 * Affirmations for the Sun, Moon, Mercury, Venus and Mars by sign. The first text names the
 * placement's gift, the second the way it grows, the third one thing to do this week; a deck
 * drawn without a birth time needs them all (decision 243). Written for this shop.
 */
import type { ZodiacSign } from '../chart/zodiac';

export type SignAffirmations = Readonly<Record<ZodiacSign, readonly string[]>>;

type PersonalBody = 'sun' | 'moon' | 'mercury' | 'venus' | 'mars';

export const personalSignAffirmations: Readonly<Record<PersonalBody, SignAffirmations>> = {
  sun: {
    Aries: [
      'I am at my best when I go first. I start the thing I keep thinking about.',
      'My courage grows when I finish what I start, not only when I begin.',
      'I pick one brave act this week and do it before I talk myself out of it.',
    ],
    Taurus: [
      'I build my life at my own steady pace, and what I build lasts.',
      'I let change in slowly, and I find it adds to what I have instead of taking away.',
      'I give my body what it asks for: rest, good food and time outdoors.',
    ],
    Gemini: [
      'My curiosity is a gift. I follow the question that lights me up today.',
      'I choose one idea and stay with it long enough to see where it leads.',
      'I learn something new this week and tell someone about it.',
    ],
    Cancer: [
      'I make people feel at home, and I deserve that same care myself.',
      'I step out of my shell a little, knowing I can always come back to it.',
      'I honour where I come from and choose what I carry forward.',
    ],
    Leo: [
      'I am allowed to shine. My warmth makes the room brighter.',
      'I create for the joy of it, whether or not anyone applauds.',
      'I am generous with praise, and I let others take the stage too.',
    ],
    Virgo: [
      'My care for the details makes things work. I am proud of what I refine.',
      'Good enough is sometimes exactly right. I let myself finish.',
      'I serve others best when I have looked after myself first.',
    ],
    Libra: [
      'I bring balance and grace to the people around me.',
      'I can make a choice without everyone agreeing with it.',
      'I notice beauty today and let it steady me.',
    ],
    Scorpio: [
      'I am not afraid of depth. I find the truth others skim past.',
      'I let go of what has ended, and I come back stronger.',
      'I trust one person with a little more of my real self.',
    ],
    Sagittarius: [
      'I say yes to the horizon. Every journey makes my world larger.',
      'I keep my promises even when a new adventure calls.',
      'I ask a big question this week and follow it wherever it goes.',
    ],
    Capricorn: [
      'I climb steadily and I reach what I aim for.',
      'I rest without guilt. My worth does not depend on my output.',
      'I take one concrete step today towards the goal that matters most.',
    ],
    Aquarius: [
      'My different way of seeing things is exactly what is needed.',
      'I let people close enough to know the person behind the ideas.',
      'I do one thing this week for the community I believe in.',
    ],
    Pisces: [
      'My imagination and compassion are real strengths, and I use them.',
      'I keep my own shape while I care for others. My limits are kind too.',
      'I make time for music, water or quiet, and come back clearer.',
    ],
  },
  moon: {
    Aries: [
      'I feel things quickly and honestly, and I let them move through me.',
      'I pause for one breath before I react, and then I speak my truth.',
      'When I am restless, I move my body and my mood clears.',
    ],
    Taurus: [
      'I feel safe when life is simple and steady, and I make it so.',
      'I can feel secure even while something around me changes.',
      'A good meal, soft fabric, a slow walk: I comfort myself through my senses.',
    ],
    Gemini: [
      'I understand my feelings by putting them into words.',
      'I let a feeling stay a while before I explain it away.',
      'I call the friend whose conversation always lifts me.',
    ],
    Cancer: [
      'My feelings run deep and they guide me well. I trust them.',
      'I care for myself with the tenderness I give everyone else.',
      'I make my home a place where I can fully rest.',
    ],
    Leo: [
      'I need to feel loved and seen, and I ask for it openly.',
      'My heart stays warm even on days when no one notices me.',
      'I play this week, just for the fun of it.',
    ],
    Virgo: [
      'I calm myself by tending to small, useful things.',
      'I do not have to fix a feeling. I can simply let it be.',
      'A tidy corner and a kept routine help my mind settle.',
    ],
    Libra: [
      'I feel at peace when my relationships are fair and kind.',
      'I can hold my own mood even when the people near me are upset.',
      'I bring some beauty into my day, and my heart settles.',
    ],
    Scorpio: [
      'My emotions are strong, and they are a source of power, not danger.',
      'I let old hurts soften. Forgiving frees me first.',
      'I let someone I trust see how I really feel.',
    ],
    Sagittarius: [
      'I feel free when I have room to roam, and I give myself that room.',
      'I can stay with a hard feeling instead of running towards the next thing.',
      'A new place, a new book or a long walk restores my spirits.',
    ],
    Capricorn: [
      'I feel steady when I am in charge of my life, and I am.',
      'I let myself be looked after without having earned it first.',
      'I name one feeling aloud this week instead of simply coping.',
    ],
    Aquarius: [
      'I feel most like myself when I am free to be unusual.',
      'I let my feelings in, even when they seem illogical.',
      'My friends are my family too, and I reach out to them.',
    ],
    Pisces: [
      'I sense what others feel, and that sensitivity is a gift.',
      "I can tell my feelings apart from everyone else's.",
      'I take quiet time alone to come back to myself.',
    ],
  },
  mercury: {
    Aries: [
      'I think fast and speak plainly, and people know where they stand with me.',
      'I hear the whole question before I answer it.',
      'I write down my first idea this week and give it a day before I send it.',
    ],
    Taurus: [
      'My mind is steady and practical; once I learn something, I keep it.',
      'I stay open to a new idea even after I have made up my mind.',
      'I learn by doing, so this week I put one new skill into practice.',
    ],
    Gemini: [
      'My quick, curious mind connects ideas and people with ease.',
      'I go deep on one subject rather than wide on ten.',
      'I read, listen and ask, and then I write down what I really think.',
    ],
    Cancer: [
      'I remember what matters to people, and I speak to their hearts.',
      'I can separate a fact from a feeling before I decide.',
      'I write to someone I miss and tell them what they mean to me.',
    ],
    Leo: [
      'I speak with warmth and conviction, and people listen.',
      'I listen as generously as I tell a story.',
      'I tell a story this week that makes someone laugh or feel braver.',
    ],
    Virgo: [
      'My precise mind sorts, improves and gets things right.',
      'I notice what works, not only what needs fixing.',
      'I make one useful list and then I trust it and rest.',
    ],
    Libra: [
      'I see every side and I find the words that bring people together.',
      'I say what I think, even when it tips the balance.',
      'I talk through a decision with someone fair, then I make it myself.',
    ],
    Scorpio: [
      'I read between the lines and I find what is hidden.',
      'I share what I know. Openness builds more trust than secrecy.',
      'I ask the one question I have been holding back.',
    ],
    Sagittarius: [
      'I think in big pictures, and my honesty opens doors.',
      'I check the details before I promise the whole world.',
      'I share something I believe, and I ask what others believe too.',
    ],
    Capricorn: [
      'My thinking is clear, structured and realistic. My plans work.',
      'I let myself play with an idea before I judge whether it is useful.',
      'I plan my week on paper and keep one hour free for the unexpected.',
    ],
    Aquarius: [
      'I think for myself, and my original ideas are worth sharing.',
      'I can be right and still hear another point of view.',
      'I share an unusual idea with someone who will enjoy it.',
    ],
    Pisces: [
      'My mind thinks in images and intuitions, and they are often right.',
      'I write my insights down so they can become something real.',
      'I take a walk without my phone and let my ideas come to me.',
    ],
  },
  venus: {
    Aries: [
      'I love boldly and I am not afraid to make the first move.',
      'I let love grow slowly too; loyalty can be as exciting as the chase.',
      'I plan a small adventure with someone I love.',
    ],
    Taurus: [
      'I love loyally and sensually, and I enjoy the good things in life.',
      'I hold the people I love lightly enough for them to grow.',
      'I treat myself to one simple pleasure and enjoy it slowly.',
    ],
    Gemini: [
      'I love with my mind as well as my heart. Good conversation is romance.',
      'I stay present with one person instead of keeping every option open.',
      'I send a playful message to someone I am fond of.',
    ],
    Cancer: [
      'I love by caring, and I let myself be cared for in return.',
      'I open my heart before I am certain it is safe, a little at a time.',
      'I cook, host or tend something for the people I love.',
    ],
    Leo: [
      'I love generously and proudly, and I deserve to be adored.',
      'I feel loved in quiet moments as much as grand ones.',
      'I tell someone plainly how proud I am of them.',
    ],
    Virgo: [
      'I show love in thoughtful, practical ways, and it is noticed.',
      'I accept love as it comes, imperfect and real.',
      'I do one thoughtful, practical thing for someone without being asked.',
    ],
    Libra: [
      'I bring harmony and beauty to my relationships.',
      'I say what I want in love; honest harmony lasts longer.',
      'I make a corner of my home more beautiful this week.',
    ],
    Scorpio: [
      'I love deeply and loyally, and I welcome real intimacy.',
      'I trust enough to let love be light sometimes.',
      'I have one honest, unhurried conversation with someone I trust.',
    ],
    Sagittarius: [
      'I love freely and share adventures with the people I cherish.',
      'Freedom and commitment can live together in my life.',
      'I share something new with someone I love: a place, a book, a taste.',
    ],
    Capricorn: [
      'I love with commitment, and the bonds I build stand the test of time.',
      'I show affection openly, without waiting for the right moment.',
      'I make time for the people I love and keep that time free.',
    ],
    Aquarius: [
      'I love as a friend first, and I give the people I love room to be themselves.',
      'I let myself be close, not only fond from a distance.',
      'I reach out to a friend I have not seen in too long.',
    ],
    Pisces: [
      'I love with compassion and see the best in the people around me.',
      'I love people as they are, not as I dream them to be.',
      'I make or listen to something beautiful and let it move me.',
    ],
  },
  mars: {
    Aries: [
      'I act with courage and energy, and I go straight for what I want.',
      'I aim my fire at the goal, never at the people around me.',
      'I use my energy early in the day, on the task that matters most.',
    ],
    Taurus: [
      'My strength is stamina. I keep going until the job is done.',
      'When I am stuck, I make one small move and the rest follows.',
      'I pick one long task and give it a steady hour every day.',
    ],
    Gemini: [
      'I get things done with quick thinking and many skills.',
      'I finish one task before I pick up the next.',
      'I turn one idea into action today rather than talking about it.',
    ],
    Cancer: [
      'I act to protect the people and places I love.',
      'I say directly what I want instead of hoping someone guesses.',
      'I stand up for one thing I care about, calmly and clearly.',
    ],
    Leo: [
      'I act with heart and confidence, and my enthusiasm inspires others.',
      'I act because it matters to me, not for the applause.',
      'I take the lead on something this week and enjoy doing it.',
    ],
    Virgo: [
      'I work carefully and skilfully, and my efforts make a real difference.',
      'I act before everything is perfect; doing teaches me more.',
      'I start the task I have been preparing for and learn as I go.',
    ],
    Libra: [
      'I stand up for what is fair, and I do it with grace.',
      'I can want something for myself and go after it openly.',
      'I make one request for myself this week, openly and kindly.',
    ],
    Scorpio: [
      'I have deep reserves of willpower, and I use them wisely.',
      'I let anger pass through me and out, instead of storing it.',
      'I choose one goal and give it my full, quiet focus.',
    ],
    Sagittarius: [
      'I chase big goals with optimism, and my energy is contagious.',
      'I put my energy where I can see it through to the end.',
      'I move my body somewhere new and let it clear my head.',
    ],
    Capricorn: [
      'I am disciplined and strategic, and I reach my goals.',
      'I let my drive include rest; resting is part of the plan.',
      'I break my biggest goal into steps and take the first one now.',
    ],
    Aquarius: [
      'I act for what I believe in, and I change things for the better.',
      'I can act alone on a conviction without waiting for agreement.',
      'I join others in doing something for a cause I believe in.',
    ],
    Pisces: [
      'I act on intuition and compassion, and I move with the flow.',
      'I choose one clear aim and I put my energy behind it.',
      'I follow a hunch and take one small step towards it.',
    ],
  },
};
