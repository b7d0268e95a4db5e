import { company } from '../company';
import {
  clearFormLabel,
  collectedItems,
  list,
  p,
  policyEffectiveDate,
  policyNoticeDays,
  type PolicyDocument,
} from '../policy';

const { email, phone } = company.registration;

/**
 * The privacy policy in Korean: a chunk of its own, so the page loads only its language's text
 * (src/content/policies/privacyText.ts). Both languages side by side: src/content/terms.ts.
 */
export const policy: PolicyDocument = {
  title: '개인정보처리방침',
  intro: `${company.legalName.ko}(이하 "회사")는 「개인정보 보호법」 등 관련 법령을 지키며, 홈페이지 문의와 음원 발매 신청을 처리하는 데 필요한 최소한의 개인정보만 처리합니다. 이 방침은 회사가 어떤 개인정보를 왜 수집하고, 어떻게 보호하며, 이용자가 어떤 권리를 가지는지 설명합니다.`,
  effectiveDate: policyEffectiveDate,
  effective: '이 개인정보처리방침은 2022년 1월 1일부터 시행됩니다.',
  sections: [
    {
      id: 'collection',
      number: 1,
      title: '수집하는 개인정보 항목 및 수집 방법',
      blocks: [
        p('회사는 문의 접수와 음원 발매 신청 검토를 위해 다음 개인정보를 수집합니다.'),
        list(...collectedItems.ko.map((item) => (item === '회사명' ? '회사명 (회사로 신청하는 경우)' : item))),
        p(
          '이 밖에 이용자가 문의 내용에 직접 적은 정보(음원 및 SNS 주소, 참고 영상 링크, 예산 등)는 문의 처리에만 이용합니다.',
        ),
        p('개인정보는 이용자가 홈페이지의 문의 양식에 직접 입력하고 개인정보 수집·이용에 동의한 경우에만 수집합니다.'),
        p(
          `전송에 실패해도 작성한 내용을 잃지 않도록, 문의 양식은 입력하신 내용(개인정보 수집·이용 동의 여부는 제외)을 보내거나 "${clearFormLabel.ko}" 버튼을 누를 때까지 이용자 브라우저의 해당 탭(세션 저장소)에만 보관합니다. 이 내용은 보내기 전에는 회사로 전송되지 않으며, 전송에 성공하거나 문의 유형을 바꾸거나 "${clearFormLabel.ko}"를 누르면 바로, 그렇지 않더라도 탭을 닫으면 삭제됩니다.`,
        ),
      ],
    },
    {
      id: 'use',
      number: 2,
      title: '개인정보의 이용 목적 및 처리 근거',
      blocks: [
        p('회사는 수집한 개인정보를 다음 목적으로만 이용하며, 목적이 바뀌는 경우 미리 동의를 받습니다.'),
        list(
          '문의 접수, 본인 확인 및 답변',
          '음원 유통 신청의 검토와 발매 절차 진행',
          '요청하신 서비스의 제안과 계약 체결을 위한 상담',
        ),
        p(
          '회사는 정보주체의 동의와, 계약 체결 전에 정보주체의 요청에 따른 조치를 이행하기 위해 필요한 범위를 근거로 개인정보를 처리합니다. 개인정보를 제3자에게 제공하거나 판매하지 않습니다.',
        ),
      ],
    },
    {
      id: 'rights',
      number: 3,
      title: '이용자의 권리와 행사 방법',
      blocks: [
        p('이용자는 언제든지 자신의 개인정보에 대해 다음 권리를 행사할 수 있습니다.'),
        list(
          '열람: 회사가 처리하는 자신의 개인정보를 확인할 권리',
          '정정: 잘못되었거나 바뀐 정보를 바로잡을 권리',
          '삭제: 더 이상 필요하지 않은 정보의 삭제를 요구할 권리',
          '처리정지: 개인정보 처리의 정지를 요구할 권리',
          '전송 요구: 자신의 개인정보를 본인 또는 다른 곳으로 옮길 수 있도록 요구할 권리',
        ),
        p(
          `권리 행사는 이메일(${email})로 요청하실 수 있으며, 회사는 지체 없이, 늦어도 10일 이내에 조치 결과를 알려 드립니다.`,
        ),
      ],
    },
    {
      id: 'security',
      number: 4,
      title: '개인정보의 안전성 확보 조치',
      blocks: [
        p('회사는 개인정보가 분실, 도난, 유출, 변조되지 않도록 다음과 같은 조치를 하고 있습니다.'),
        list(
          '홈페이지와 서버 사이의 모든 통신 암호화',
          '개인정보에 접근할 수 있는 담당자의 최소화와 접근 권한 관리',
          '접근 기록의 보관과 정기 점검',
          '개인정보를 다루는 직원에 대한 정기 교육',
        ),
      ],
    },
    {
      id: 'changes',
      number: 5,
      title: '개인정보처리방침의 변경',
      blocks: [
        p(
          `이 방침을 바꾸는 경우 시행 ${policyNoticeDays.change}일 전부터 홈페이지 공지사항으로 알려 드립니다. 수집하는 개인정보 항목이나 이용 목적이 바뀌는 등 이용자의 권리에 중요한 변경이 있을 때에는 시행 ${policyNoticeDays.itemsOrPurposes}일 전부터 알려 드립니다.`,
        ),
      ],
    },
    {
      id: 'contact',
      number: 6,
      title: '보유 기간, 문의처, 개인정보 보호책임자 및 신고 기관',
      blocks: [
        p(
          '회사는 문의 처리가 끝난 날부터 3년 동안 개인정보를 보관한 뒤 지체 없이 파기합니다. 다른 법령에서 더 오래 보관하도록 정한 경우에는 그 기간 동안 보관합니다.',
        ),
        p(`개인정보와 관련한 문의는 이메일(${email}) 또는 전화(${phone})로 연락해 주시기 바랍니다.`),
        list(`개인정보 보호책임자: ${company.privacyOfficer.title.ko}`, `연락처: ${company.privacyOfficer.email}`),
        p('개인정보 침해에 대한 상담이나 신고가 필요하시면 다음 기관에 문의하실 수 있습니다.'),
        list('개인정보분쟁조정위원회', '개인정보침해신고센터 (한국인터넷진흥원)', '대검찰청', '경찰청'),
      ],
    },
  ],
};
