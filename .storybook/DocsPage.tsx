import { Controls, Description, Primary, Source, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import * as primitives from '@nuri/components';

/** The barrel's import line for a primitive's docs page, or null (patterns, features, pages). */
export function importLineOf(title: string, componentName: string | undefined): string | null {
  if (!title.startsWith('Components/') || !componentName || !(componentName in primitives)) return null;
  return `import { ${componentName} } from '@nuri/components';`;
}

/**
 * Storybook's default docs page plus, for every primitive, the line that imports it from the
 * library's public entry (src/components/index.ts, aliased `@nuri/components`).
 */
export function DocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const component = preparedMeta.component as { displayName?: string; name?: string } | undefined;
  const line = importLineOf(preparedMeta.title, component?.displayName ?? component?.name);
  return (
    <>
      <Title />
      <Subtitle />
      {line && <Source language="tsx" code={line} dark={false} />}
      <Description />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
