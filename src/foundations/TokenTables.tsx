/* Developer documentation for Storybook's Foundations pages; not part of the site. */
/* eslint-disable lingui/no-unlocalized-strings */
import { getContrast } from 'color2k';
import { grayTokens, inverseColorRoles } from '../styles/tokens';
import { vars } from '../styles/vars.css';

type ColorRole = keyof typeof grayTokens.color;
const colorRoles = Object.keys(grayTokens.color) as ColorRole[];

const cell = { padding: '8px 12px', borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' } as const;

/** Ratio to one decimal, or a dash for translucent values (scrims) where a ratio means nothing. */
function ratio(color: string, against: string): string {
  if (color.startsWith('rgba')) return '–';
  return `${getContrast(color, against).toFixed(2)}:1`;
}

/** Every colour role of the contract, its value, and its contrast on the two base surfaces. */
export function ColorTokens() {
  const light = grayTokens.color.background;
  const dark = inverseColorRoles(grayTokens.color).background;
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'left', fontWeight: 700, paddingBottom: 8 }}>Colour roles (theme: gray)</caption>
      <thead>
        <tr>
          <th style={cell} scope="col">
            Swatch
          </th>
          <th style={cell} scope="col">
            Role
          </th>
          <th style={cell} scope="col">
            Value
          </th>
          <th style={cell} scope="col">
            On background
          </th>
          <th style={cell} scope="col">
            On charcoal
          </th>
        </tr>
      </thead>
      <tbody>
        {colorRoles.map((role) => (
          <tr key={role} data-token={role}>
            <td style={cell}>
              <span
                aria-hidden="true"
                style={{
                  display: 'block',
                  width: 40,
                  height: 24,
                  borderRadius: 4,
                  background: vars.color[role],
                  border: `1px solid ${vars.color.borderStrong}`,
                }}
              />
            </td>
            <th style={cell} scope="row">
              <code>{role}</code>
            </th>
            <td style={cell}>
              <code>{grayTokens.color[role]}</code>
            </td>
            <td style={cell}>{ratio(grayTokens.color[role], light)}</td>
            <td style={cell}>{ratio(grayTokens.color[role], dark)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type FontSize = keyof typeof grayTokens.font.size;

/** The type scale, each size set in Korean and Latin. */
export function TypeScale() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {(Object.keys(grayTokens.font.size) as FontSize[]).map((size) => (
        <div key={size} data-token={size} style={{ borderBottom: `1px solid ${vars.color.border}`, paddingBottom: 12 }}>
          <p style={{ fontSize: vars.font.size.caption, color: vars.color.textMuted }}>
            <code>{size}</code> · {grayTokens.font.size[size]}
          </p>
          <p style={{ fontSize: vars.font.size[size], fontWeight: vars.font.weight.bold }}>
            <span lang="ko">음악을 하세요</span> · <span lang="en">Do your music!</span>
          </p>
        </div>
      ))}
    </div>
  );
}

type SpaceStep = keyof typeof grayTokens.space;

/** The spacing scale as bars of the real width. */
export function SpacingScale() {
  return (
    <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
      {(Object.keys(grayTokens.space) as SpaceStep[]).map((step) => (
        <li key={step} data-token={step} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <code style={{ minWidth: 72 }}>{step}</code>
          <span aria-hidden="true" style={{ width: vars.space[step], height: 16, background: vars.color.accentBg }} />
          <span>{grayTokens.space[step]}</span>
        </li>
      ))}
    </ul>
  );
}

/** Motion constants (SPEC §9) and the z-index layers. */
export function MotionAndLayers() {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
      {Object.entries(grayTokens.motion.duration).map(([name, value]) => (
        <div key={name} style={{ display: 'contents' }} data-token={name}>
          <dt>
            <code>duration.{name}</code>
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
      {Object.entries(grayTokens.zIndex).map(([name, value]) => (
        <div key={name} style={{ display: 'contents' }} data-token={name}>
          <dt>
            <code>zIndex.{name}</code>
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface SizeRow {
  /** The token's path in the contract, e.g. `size.icon.sm`. */
  name: string;
  /** The raw value of the gray theme. */
  value: string;
  /** The contract's CSS variable for it. */
  css: string;
}

/** Walks a token group and its contract side by side: one row per leaf. */
function sizeRows(prefix: string, tokens: object, contract: object): SizeRow[] {
  return Object.entries(tokens).flatMap(([key, value]) => {
    const css = (contract as Record<string, unknown>)[key];
    return typeof value === 'string' && typeof css === 'string'
      ? [{ name: `${prefix}.${key}`, value, css }]
      : sizeRows(`${prefix}.${key}`, value as object, css as object);
  });
}

/** Every size token of the contract: border widths, the focus ring, targets, controls, icons, marks, dots, menus, markers. */
export const sizeTokenRows: readonly SizeRow[] = [
  ...sizeRows('borderWidth', grayTokens.borderWidth, vars.borderWidth),
  ...sizeRows('focusRing', grayTokens.focusRing, vars.focusRing),
  ...sizeRows('size', grayTokens.size, vars.size),
];

/** A sample at the real size: a rule for widths of lines, a bar for lengths, a square for boxes. */
function SizeSample({ name, css }: SizeRow) {
  const line = name.startsWith('borderWidth.') || name === 'focusRing.width';
  const bar = name === 'focusRing.offset' || name.startsWith('size.menu.');
  const style = line
    ? { width: 48, height: css }
    : bar
      ? { width: css, height: 8 }
      : { width: css, height: css, borderRadius: 2 };
  return <span aria-hidden="true" style={{ display: 'block', background: vars.color.accentBg, ...style }} />;
}

/** The size tokens as a table, each with a sample drawn from the contract's variable. */
export function SizeTokens() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'left', fontWeight: 700, paddingBottom: 8 }}>Sizes (theme: gray)</caption>
      <thead>
        <tr>
          <th style={cell} scope="col">
            Token
          </th>
          <th style={cell} scope="col">
            Value
          </th>
          <th style={cell} scope="col">
            Sample
          </th>
        </tr>
      </thead>
      <tbody>
        {sizeTokenRows.map((row) => (
          <tr key={row.name} data-token={row.name}>
            <th style={cell} scope="row">
              <code>{row.name}</code>
            </th>
            <td style={cell}>
              <code>{row.value}</code>
            </td>
            <td style={cell}>
              <SizeSample {...row} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
