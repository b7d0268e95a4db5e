import { company } from '../company';
import {
  accessibilityStandard,
  accessibilityStatementDate,
  checkedWidths,
  list,
  p,
  type PolicyDocument,
} from '../policy';

const { email, phone } = company.registration;
const { replyBusinessDays } = company.claims;
/** Korean writes the range with a tilde (claims.ts does the same). */
const replyDaysKo = replyBusinessDays.replace('–', '~');

/**
 * The accessibility statement in Korean: a chunk of its own, so the page loads only its language's
 * text (src/content/policies/accessibilityText.ts). Both languages side by side: src/content/accessibility.ts.
 */
export const policy: PolicyDocument = {
  title: '접근성 안내',
  intro: `${company.brandKo}은 키보드나 화면 낭독기(스크린 리더)를 쓰시는 분, 화면을 크게 확대해 보시는 분도 이 웹사이트의 모든 내용을 읽고 문의를 보낼 수 있도록 만들고 있습니다. 이 안내는 저희가 목표로 하는 기준, 그 기준을 확인하는 방법, 아직 남아 있는 한계와 문제를 알려 주실 곳을 설명합니다.`,
  effectiveDate: accessibilityStatementDate,
  effective: '이 안내는 2026년 11월 25일에 작성했으며, 사이트가 바뀌면 함께 고칩니다.',
  sections: [
    {
      id: 'standard',
      number: 1,
      title: '목표로 하는 기준',
      blocks: [
        p(
          `이 웹사이트는 국제 웹 콘텐츠 접근성 지침 WCAG 2.2의 AA 수준(${accessibilityStandard})을 목표로 합니다. 한국어와 영어의 모든 페이지, 휴대폰부터 데스크톱까지 모든 화면 너비에 같은 기준을 적용합니다.`,
        ),
        list(
          '키보드만으로 메뉴, 양식, 대화상자, 슬라이드를 모두 쓸 수 있고, 지금 초점이 있는 곳이 늘 보입니다.',
          '화면 낭독기가 제목과 영역, 버튼과 입력란의 이름과 상태, 페이지 이동을 읽어 줍니다.',
          '글자와 배경의 명도 대비는 AA 기준 이상입니다.',
          '스스로 움직이는 것(플랫폼 이름 띠, 타이핑 문구, 배경 영상, 음원 유통 안내 애니메이션)에는 정지 버튼이 있고, 기기에서 동작 줄이기를 켜 두면 처음부터 멈춰 있습니다.',
        ),
      ],
    },
    {
      id: 'testing',
      number: 2,
      title: '확인하는 방법',
      blocks: [
        p('사이트를 바꿀 때마다 다음 검사를 모두 다시 실행합니다.'),
        list(
          `자동 검사: axe-core 4.14로 모든 페이지와 구성 요소를 한국어와 영어로, 휴대폰 너비(${checkedWidths.phone}px)와 데스크톱 너비(${checkedWidths.desktop}px)에서 검사합니다.`,
          '키보드 이용: 실제 키 입력으로 메뉴, 문의 양식, 대화상자를 처음부터 끝까지 사용해 봅니다.',
          '화면 낭독기: 가상 화면 낭독기로 각 구성 요소가 무엇을 읽어 주는지 한국어와 영어로 확인합니다.',
          `확대: 화면 너비 ${checkedWidths.reflow}px와 글자 크기 200%에서 가로 스크롤 없이 모든 페이지를 읽을 수 있는지 확인합니다. 옆으로 넘겨 보도록 만든 슬라이드와 탭 목록은 예외입니다.`,
          '고대비 모드: Windows 고대비(강제 색상) 모드에서 초점 표시, 선택된 항목, 버튼 테두리가 보이는지 화면을 비교합니다.',
        ),
      ],
    },
    {
      id: 'limits',
      number: 3,
      title: '알려진 한계',
      blocks: [
        p('검사로 모든 문제를 찾을 수는 없습니다. 지금 알고 있는 한계는 다음과 같습니다.'),
        list(
          '홈, 서비스, 아티클 페이지의 영상 플레이어는 YouTube가 제공합니다. 재생 버튼을 누르기 전까지는 저희가 만든 화면이지만, 재생한 뒤의 플레이어 안 조작, 자막, 화면 낭독기 지원은 YouTube가 관리하며 저희가 고칠 수 없습니다.',
          '영상의 내용을 글로 옮긴 대본은 이 사이트에 없습니다. 자막은 YouTube에서 제공하는 것만 있습니다.',
          '화면 낭독기 검사는 실제 프로그램이 아니라 가상 화면 낭독기로 합니다. 센스리더, NVDA, VoiceOver, TalkBack 같은 실제 화면 낭독기는 읽는 방식이 조금씩 다를 수 있으며, 아직 이런 프로그램으로 정기적으로 확인하지는 않습니다.',
          '자동 검사는 Chromium 기반 브라우저(Chrome, Edge 등)에서만 실행합니다. Safari와 Firefox에서는 정기적으로 확인하지 않습니다.',
          '스트리밍 플랫폼, 공식 채널, 작품 링크처럼 새 창으로 열리는 외부 사이트는 각 운영사가 관리하며 이 안내의 범위에 들어가지 않습니다.',
        ),
      ],
    },
    {
      id: 'contact',
      number: 4,
      title: '문제 알리기',
      blocks: [
        p(
          `이용하시다가 읽을 수 없거나 쓰기 어려운 부분을 만나시면 이메일(${email})로 알려 주세요. 어느 페이지에서 무엇을 하려고 하셨는지, 쓰신 브라우저와 보조 기술을 함께 적어 주시면 더 빨리 확인할 수 있습니다. 영업일 기준 ${replyDaysKo}일 안에 답변드립니다.`,
        ),
        p(`문의 양식을 쓰기 어려우시면 이메일이나 전화(${phone})로 문의하셔도 똑같이 접수됩니다.`),
      ],
    },
  ],
};
