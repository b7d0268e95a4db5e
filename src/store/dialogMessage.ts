import type { MessageDescriptor } from '@lingui/core';
import { isValidElement, type ReactElement } from 'react';

/**
 * A text of the alert and confirm dialogs: a Lingui message descriptor (translated when it is
 * shown, so it follows a language switch) or a string already translated.
 */
export type DialogText = MessageDescriptor | string;

/** HTML, for the dialog bodies SPEC §2 gives as HTML; sanitised by DOMPurify when it is shown. */
export interface HtmlDialogMessage {
  html: string;
}

/**
 * What an alert or a confirm says: a message descriptor, React content (e.g. a `<Trans>` with
 * paragraphs or a link), or — where the body is given as HTML — `{ html }`.
 */
export type DialogMessage = MessageDescriptor | ReactElement | HtmlDialogMessage;

export const isHtmlDialogMessage = (message: DialogMessage): message is HtmlDialogMessage =>
  !isValidElement(message) && typeof (message as Partial<HtmlDialogMessage>).html === 'string';

export const isDescriptorMessage = (message: DialogMessage): message is MessageDescriptor =>
  !isValidElement(message) && !isHtmlDialogMessage(message);
