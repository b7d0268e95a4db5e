import { style } from '@vanilla-extract/css';
import { control } from '../Field/Field.css';

export const textFieldTypes = ['text', 'email', 'tel', 'url'] as const;

export const input = style([control, { appearance: 'none' }]);
