export { Button, ButtonLink, type ButtonProps, type ButtonLinkProps, type ButtonStyleProps } from './Button';
export { buttonSizes, buttonVariants } from './Button.css';
export { NewWindowHint } from './NewWindowHint';
