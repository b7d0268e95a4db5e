export { Button, ButtonLink, type ButtonProps, type ButtonLinkProps, type ButtonStyleProps } from './Button';
export { buttonSizes, buttonTones } from './Button.css';
export { NewWindowHint } from './NewWindowHint';
