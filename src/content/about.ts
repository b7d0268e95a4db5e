import { brand } from './brand';
import { figures, groupThousands } from './companyBrief';
import type { LocalizedText } from './types';

/** The About page (SPEC §2): slogan, intro, 1 Description, 2 Our principles, 3 Mission statement. */

export const aboutPrinciples = ['talented', 'all-round', 'customized', 'forward-thinking'] as const;
export type AboutPrinciple = (typeof aboutPrinciples)[number];

export interface AboutCopy {
  slogan: LocalizedText;
  intro: LocalizedText;
  /** Numbered section headings. */
  sectionTitles: { description: LocalizedText; principles: LocalizedText; mission: LocalizedText };
  /** 1 Description: paragraphs. */
  description: readonly LocalizedText[];
  /** 2 Our principles: the four, in order. */
  principles: readonly { key: AboutPrinciple; title: LocalizedText; text: LocalizedText }[];
  /** 3 Mission statement: four points. */
  mission: readonly { title: LocalizedText; text: LocalizedText }[];
}

const { countries, platforms, composers } = figures;

export const about: AboutCopy = {
  slogan: {
    ko: '누리는 "세상"이라는 뜻입니다. 당신의 음악이 가야 할 곳이죠.',
    en: 'Nuri means “the world”. That is where your music should go.',
  },
  intro: {
    ko: `${brand.brand}은 독립 아티스트와 레이블을 위한 음악 회사입니다. 음원 유통과 마케팅, 음악과 영상 제작, 퍼블리싱, 그리고 런던 애비 로드 스튜디오와의 파트너십까지, 음악이 만들어지고 세상에 닿기까지의 일을 함께합니다.`,
    en: `${brand.brand} is a music company for independent artists and labels. Distribution, marketing, music and video production, publishing and a partnership with Abbey Road Studios in London: we work on everything between making music and getting it heard.`,
  },
  sectionTitles: {
    description: { ko: '회사 소개', en: 'Description' },
    principles: { ko: '우리의 원칙', en: 'Our principles' },
    mission: { ko: '미션', en: 'Mission statement' },
  },
  description: [
    {
      ko: `저희는 서울에서 시작했고, 지금은 ${countries}개국 ${platforms}개가 넘는 플랫폼에 음악을 전합니다. 한국 아티스트가 세계의 청취자를 만나고, 해외 아티스트가 한국과 아시아의 청취자를 만나는 길을 양쪽에서 함께 닦고 있습니다.`,
      en: `We started in Seoul, and today we deliver music to more than ${platforms} platforms in ${countries} countries. We work from both ends of the road: Korean artists meeting listeners around the world, and artists from abroad meeting listeners in Korea and across Asia.`,
    },
    {
      ko: `${composers / 10_000}만 명이 넘는 작곡가 풀과 영상 팀, 퍼블리싱 팀이 한 회사 안에 있어서, 곡 하나를 위해 여러 회사를 오갈 필요가 없습니다. 한 사람의 담당자가 처음부터 끝까지 함께하고, 모르는 것은 모른다고, 할 수 없는 것은 할 수 없다고 말합니다.`,
      en: `A pool of more than ${groupThousands(composers)} composers, a video team and a publishing team sit under one roof, so a song never has to travel between companies. One person stays with you from start to finish, and tells you plainly what we do not know and what we cannot do.`,
    },
  ],
  principles: [
    {
      key: 'talented',
      title: { ko: '재능', en: 'Talented' },
      text: {
        ko: '음악을 깊이 아는 사람들이 일합니다. 연주자와 작곡가, 엔지니어, 영상 감독 출신의 팀이 아티스트의 말을 음악의 언어로 이해합니다.',
        en: 'People who know music deeply: players, writers, engineers and directors who understand what an artist means in musical terms.',
      },
    },
    {
      key: 'all-round',
      title: { ko: '올라운드', en: 'All-round' },
      text: {
        ko: '유통부터 마케팅, 제작, 퍼블리싱까지 한곳에서 이어집니다. 단계가 바뀌어도 이야기가 끊기지 않습니다.',
        en: 'Distribution, marketing, production and publishing connect in one place. The story does not break when the stage changes.',
      },
    },
    {
      key: 'customized',
      title: { ko: '맞춤', en: 'Customized' },
      text: {
        ko: '모든 음악에 같은 방법을 쓰지 않습니다. 조용한 노래에는 조용한 초대를, 큰 노래에는 큰 무대를 준비합니다.',
        en: 'We do not use one method for every record. A quiet song gets a quiet invitation; a big song gets a big stage.',
      },
    },
    {
      key: 'forward-thinking',
      title: { ko: '앞을 보는 생각', en: 'Forward-thinking' },
      text: {
        ko: '청취자가 음악을 만나는 방식은 계속 바뀝니다. 새로운 플랫폼과 형식을 먼저 살펴보고, 아티스트에게 맞는 것만 골라 제안합니다.',
        en: 'The ways listeners find music keep changing. We look at new platforms and formats early, and suggest only what suits the artist.',
      },
    },
  ],
  mission: [
    {
      title: { ko: '모든 음악가에게 세계를', en: 'The world, for every musician' },
      text: {
        ko: '규모와 상관없이 모든 음악가가 세계의 청취자를 만날 수 있도록 합니다.',
        en: 'Every musician, whatever their size, should be able to reach listeners anywhere.',
      },
    },
    {
      title: { ko: '정직한 약속', en: 'Honest promises' },
      text: {
        ko: '할 수 있는 일만 약속하고, 약속한 일은 끝까지 합니다.',
        en: 'We promise only what we can do, and we finish what we promise.',
      },
    },
    {
      title: { ko: '투명한 정산', en: 'Clear money' },
      text: {
        ko: '음악이 벌어들인 수익이 어디에서 왔는지 아티스트가 언제든 확인할 수 있게 합니다.',
        en: 'Artists can always see where the money their music earns comes from.',
      },
    },
    {
      title: { ko: '오래가는 관계', en: 'Lasting relationships' },
      text: {
        ko: '한 번의 발매가 아니라, 다음 곡과 그다음 곡까지 함께하는 파트너가 되겠습니다.',
        en: 'We want to be there for the next song and the one after that, not just one release.',
      },
    },
  ],
};
