import { Trans, useLingui } from '@lingui/react/macro';
import { usePageMeta } from '../../pageMeta/usePageMeta';
import { ButtonLink } from '../../components/Button';
import { SectionHeading } from '../../components/SectionHeading';
import { Stack } from '../../components/Box';

/**
 * Anything that is not a route of the site — unknown service names, article ids and contact types
 * included: `noindex`, no canonical or alternates. In the URL's language; its link goes to that
 * language's home (`/en/` under /en, through the router base).
 */
export function NotFoundPage() {
  const { t } = useLingui();
  usePageMeta(t`페이지를 찾을 수 없습니다`, null, { indexable: false });
  return (
    <Stack gap="lg" paddingX="lg" paddingY="section" alignItems="flex-start">
      <SectionHeading headingLevel={1}>
        <Trans>페이지를 찾을 수 없습니다</Trans>
      </SectionHeading>
      <p>
        <Trans>주소가 바뀌었거나 없는 페이지입니다. 홈에서 다시 찾아보세요.</Trans>
      </p>
      <ButtonLink href="/">
        <Trans>홈으로</Trans>
      </ButtonLink>
    </Stack>
  );
}
