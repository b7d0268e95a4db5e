import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '../../components';
import { company } from '../../content/company';

/** Placeholder home until the pages work lands: brand, tagline and the contact call to action. */
export function HomePage() {
  return (
    <main id="main" tabIndex={-1}>
      <h1>{company.brand}</h1>
      <p lang="en">{company.tagline}</p>
      <p>
        <Trans>200개 이상의 플랫폼, 180개국에 당신의 음악을 전합니다.</Trans>
      </p>
      <ButtonLink href="/contact">
        <Trans>문의하기</Trans>
      </ButtonLink>
    </main>
  );
}
