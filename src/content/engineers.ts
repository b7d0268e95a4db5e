import type { LocalizedText } from './types';

/**
 * The nine engineers of the Abbey Road Studios section (SPEC §2, §3 Engineer). Invented people:
 * names, credits in general terms, generated monochrome initials portraits.
 */

export const engineerRoles = ['recording', 'mixing', 'mastering'] as const;
export type EngineerRole = (typeof engineerRoles)[number];

export const engineerRoleLabels: Record<EngineerRole, LocalizedText> = {
  recording: { ko: '레코딩 엔지니어', en: 'Recording engineer' },
  mixing: { ko: '믹싱 엔지니어', en: 'Mixing engineer' },
  mastering: { ko: '마스터링 엔지니어', en: 'Mastering engineer' },
};

export interface Engineer {
  id: string;
  /** British names are the same in both languages; Korean names in Hangul (ko) and romanised (en). */
  name: LocalizedText;
  role: EngineerRole;
  /** Credits in general terms. */
  bio: LocalizedText;
  /** Generated monochrome initials portrait. */
  img: string;
}

export const engineers: readonly Engineer[] = [
  {
    id: 'alistair-penrose',
    name: { ko: 'Alistair Penrose', en: 'Alistair Penrose' },
    role: 'mastering',
    bio: {
      ko: '25년 넘게 마스터링을 해 왔습니다. 오케스트라 음반부터 싱어송라이터의 데뷔 앨범까지, 스트리밍과 바이닐 양쪽에서 음악이 제 모습으로 들리도록 다듬습니다.',
      en: 'Has mastered records for more than 25 years, from orchestral albums to singer-songwriters’ debuts, making sure music sounds like itself on streaming and on vinyl.',
    },
    img: '/artwork/engineers/alistair-penrose.svg',
  },
  {
    id: 'harriet-colville',
    name: { ko: 'Harriet Colville', en: 'Harriet Colville' },
    role: 'mixing',
    bio: {
      ko: '팝과 일렉트로닉 음반을 믹싱해 왔고, 여러 장편 영화와 드라마의 사운드트랙 작업에 참여했습니다. 보컬을 앞에 두면서도 공간감을 잃지 않는 믹스로 알려져 있습니다.',
      en: 'Mixes pop and electronic records and has worked on soundtracks for feature films and television drama. Known for mixes that keep the voice in front without losing the room.',
    },
    img: '/artwork/engineers/harriet-colville.svg',
  },
  {
    id: 'rupert-ashdown',
    name: { ko: 'Rupert Ashdown', en: 'Rupert Ashdown' },
    role: 'recording',
    bio: {
      ko: '대형 스튜디오에서 현악 앙상블과 오케스트라 세션을 녹음해 왔습니다. 연주자들이 녹음실이라는 사실을 잊고 연주할 수 있도록 세션을 조용히 이끕니다.',
      en: 'Records string sections and full orchestras in large rooms. Runs sessions quietly, so that players forget they are being recorded.',
    },
    img: '/artwork/engineers/rupert-ashdown.svg',
  },
  {
    id: 'imogen-thorne',
    name: { ko: 'Imogen Thorne', en: 'Imogen Thorne' },
    role: 'recording',
    bio: {
      ko: '밴드 라이브 녹음을 전문으로 합니다. 인디 록과 포크, 재즈 앨범을 녹음했고, 모든 연주자가 한 공간에서 함께 연주하는 방식을 좋아합니다.',
      en: 'Specialises in recording bands live. Has recorded indie rock, folk and jazz albums, and prefers everyone playing together in one room.',
    },
    img: '/artwork/engineers/imogen-thorne.svg',
  },
  {
    id: 'callum-whitlock',
    name: { ko: 'Callum Whitlock', en: 'Callum Whitlock' },
    role: 'mastering',
    bio: {
      ko: '일렉트로닉과 힙합, 댄스 음반을 주로 마스터링합니다. 클럽 사운드 시스템과 휴대폰 스피커 어디에서든 저음이 또렷하게 들리도록 만드는 데 집중합니다.',
      en: 'Masters mostly electronic, hip-hop and dance records, with a focus on low end that stays clear on a club system and on a phone speaker alike.',
    },
    img: '/artwork/engineers/callum-whitlock.svg',
  },
  {
    id: 'fenella-marsh',
    name: { ko: 'Fenella Marsh', en: 'Fenella Marsh' },
    role: 'mixing',
    bio: {
      ko: '어쿠스틱과 포크, 현대 클래식 음반을 믹싱합니다. 작은 편성의 음악에서 악기 하나하나의 숨소리까지 살려 내는 섬세한 믹스로 신뢰를 받고 있습니다.',
      en: 'Mixes acoustic, folk and modern classical records, trusted for delicate mixes that keep the breath of every instrument in small ensembles.',
    },
    img: '/artwork/engineers/fenella-marsh.svg',
  },
  {
    id: 'seo-mingyeol',
    name: { ko: '서민결', en: 'Seo Mingyeol' },
    role: 'recording',
    bio: {
      ko: '서울과 런던을 오가며 한국 아티스트의 해외 녹음 세션을 맡고 있습니다. 발라드와 K-팝, 국악 협업 음반을 녹음했고, 두 언어로 세션을 진행합니다.',
      en: 'Works between Seoul and London on overseas sessions for Korean artists. Has recorded ballad, K-pop and Korean traditional music collaborations, and runs sessions in both languages.',
    },
    img: '/artwork/engineers/seo-mingyeol.svg',
  },
  {
    id: 'yun-jaeha',
    name: { ko: '윤재하', en: 'Yun Jaeha' },
    role: 'mixing',
    bio: {
      ko: 'K-팝과 R&B 음반을 믹싱해 왔고, 드라마 OST 작업에도 여러 번 참여했습니다. 여러 겹의 보컬 하모니를 깔끔하게 정리하는 작업을 특히 좋아합니다.',
      en: 'Has mixed K-pop and R&B records and worked on several drama soundtracks. Particularly enjoys untangling many layers of vocal harmony.',
    },
    img: '/artwork/engineers/yun-jaeha.svg',
  },
  {
    id: 'kang-raon',
    name: { ko: '강라온', en: 'Kang Raon' },
    role: 'mastering',
    bio: {
      ko: '인디와 록, 재즈 음반을 마스터링합니다. 한국과 일본의 독립 레이블과 오래 작업해 왔고, 앨범 전체가 하나의 흐름으로 들리도록 곡 사이의 간격까지 살핍니다.',
      en: 'Masters indie, rock and jazz records and has long worked with independent labels in Korea and Japan, down to the gaps between tracks, so an album plays as one.',
    },
    img: '/artwork/engineers/kang-raon.svg',
  },
];
