import { style } from '@vanilla-extract/css';
import { control } from '../private/fieldControl.css';

export const textFieldTypes = ['text', 'email', 'tel', 'url'] as const;

export const input = style([control, { appearance: 'none' }]);
