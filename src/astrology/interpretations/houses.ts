/** The twelve houses: which part of life each one describes. Written for this shop. */
import { libraryTable } from './library';
import { libraryDocuments, ordinal, withField } from './library-factors';
export const houseNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type HouseNumber = (typeof houseNumbers)[number];

/** One text per house, for a body or for the house itself. */
export type HouseTexts = Readonly<Record<HouseNumber, string>>;

export interface HouseMeaning {
  title: string;
  keywords: string;
  text: string;
}

export const houseMeanings: Readonly<Record<HouseNumber, HouseMeaning>> = libraryTable(
  {
    id: 'house',
    group: 'Houses',
    factor: ([house, field]) =>
      withField(`The ${ordinal(house!)} house`, field === 'text' ? undefined : field),
    usedIn: libraryDocuments.cosmicMap,
  },
  {
    1: {
      title: 'First house: self and first impressions',
      keywords: 'identity, body, appearance, how you begin',
      text: 'The first house starts at your Ascendant. It describes the face you show the world, your body and temperament, and the way you start things. Planets here are highly visible: people notice them in you quickly, and they colour how you meet every new situation.',
    },
    2: {
      title: 'Second house: money, possessions and self-worth',
      keywords: 'income, resources, values, material security',
      text: 'The second house is about what you own and what you value, including your sense of your own worth. It shows how you earn, spend and save, and what makes you feel materially safe. Planets here shape your relationship with money and with your own talents.',
    },
    3: {
      title: 'Third house: mind, words and neighbourhood',
      keywords: 'communication, learning, siblings, short journeys',
      text: 'The third house covers everyday thinking and communication: how you learn, talk, write and get around. Siblings, neighbours and your local streets belong here too. Planets in this house colour your mind and the conversations that fill your days.',
    },
    4: {
      title: 'Fourth house: home, family and roots',
      keywords: 'home, family, ancestry, private life',
      text: 'The fourth house sits at the base of the chart, like the foundations of a building. It speaks of home, family, your roots and your private self, and of the place you return to when you need rest. Planets here shape what makes you feel safe and what you carry from your past.',
    },
    5: {
      title: 'Fifth house: creativity, play and romance',
      keywords: 'pleasure, children, self-expression, love affairs',
      text: 'The fifth house is the house of delight. It governs creativity, hobbies, romance, children and anything you do purely because you enjoy it. Planets here show how you play, how you flirt and how you let your heart be seen.',
    },
    6: {
      title: 'Sixth house: work, health and daily routine',
      keywords: 'habits, service, skills, wellbeing',
      text: 'The sixth house is about the everyday: your job and its tasks, your routines, your health and the ways you help others. Planets here show how you like to work, what keeps your body well and how you improve things step by step.',
    },
    7: {
      title: 'Seventh house: partnership and one-to-one bonds',
      keywords: 'marriage, close partners, contracts, open rivals',
      text: 'The seventh house begins opposite your Ascendant. It covers marriage, business partnerships and every close one-to-one relationship, open rivals included. Planets here describe what you look for in others and what partners tend to bring out in you.',
    },
    8: {
      title: 'Eighth house: intimacy, shared resources and change',
      keywords: 'trust, joint finances, inheritance, transformation',
      text: 'The eighth house is about what you share deeply with others: intimacy, trust, joint money, debts and inheritances. It is also the house of endings and renewals. Planets here point to where you meet intensity and where you are most changed by life.',
    },
    9: {
      title: 'Ninth house: beliefs, travel and higher learning',
      keywords: 'philosophy, faith, study, far horizons',
      text: 'The ninth house widens the view. It covers long journeys, higher study, faith, philosophy, law and publishing: everything that gives life meaning beyond the daily round. Planets here show how you search for truth and where you find your wider horizons.',
    },
    10: {
      title: 'Tenth house: career, reputation and calling',
      keywords: 'vocation, public role, ambition, authority',
      text: 'The tenth house begins at the Midheaven, the highest point of the chart. It describes your career, your public standing and what you hope to achieve in the world. Planets here show up in your working life and shape the reputation you build over the years.',
    },
    11: {
      title: 'Eleventh house: friends, groups and hopes',
      keywords: 'community, networks, causes, the future',
      text: 'The eleventh house gathers your friends, networks and teams, and the causes you support. It is also the house of hopes and plans for the future. Planets here show how you belong to groups and what you want to build alongside other people.',
    },
    12: {
      title: 'Twelfth house: solitude, the unseen and renewal',
      keywords: 'retreat, dreams, the unconscious, compassion',
      text: 'The twelfth house is the quietest part of the chart. It covers solitude, dreams, hidden strengths and fears, spiritual life and places of retreat. Planets here often work behind the scenes, and they come into their own through reflection, rest and quiet service.',
    },
  },
);
