import { msg } from '@lingui/core/macro';
import { lazyModule } from '../lib/lazyModule';
import type * as send from './send';

export type SendCode = typeof send;

/**
 * The contact form's send code (./send.ts), loaded on first use: the page starts it on the form's
 * first edit, and a send waits for it (with the loading overlay) if it has not arrived yet.
 */
export const sendCode = lazyModule<SendCode>(() => import('./send'));

/** What a send says when its code could not load: nothing left, the form is intact. */
export const sendCodeMessages = {
  title: msg`전송하지 못했습니다`,
  notLoaded: msg`보내기에 필요한 파일을 불러오지 못해 아무것도 전송되지 않았습니다. 작성하신 내용은 양식에 그대로 남아 있으니 인터넷 연결을 확인한 뒤 다시 보내 주세요.`,
};
