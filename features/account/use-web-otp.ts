'use client';

import { useEffect, useRef } from 'react';

/** The WebOTP parts of the Credential Management API, which TypeScript's DOM types leave out. */
type OtpRequest = CredentialRequestOptions & { otp: { transport: ['sms'] } };
type OtpCredential = Credential & { code?: string };

/**
 * While `active`, asks the browser for the code in the text message on its way (the WebOTP
 * API, where it exists: Chrome on Android), and hands it to `onCode`. The text message names
 * the site's host on its last line, so the browser offers the code only to this site. The
 * request is aborted as soon as `active` turns false or the component goes away, so no
 * prompt outlives the step or the panel it belongs to.
 */
export function useWebOtp(active: boolean, onCode: (code: string) => void) {
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });

  useEffect(() => {
    if (!active || !('OTPCredential' in window) || !navigator.credentials) return;
    const controller = new AbortController();
    const request: OtpRequest = { otp: { transport: ['sms'] }, signal: controller.signal };
    navigator.credentials
      .get(request)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code;
        if (code && !controller.signal.aborted) latest.current(code);
      })
      // Aborted, declined by the visitor, or no message came: the code is typed instead.
      .catch(() => {});
    return () => controller.abort();
  }, [active]);
}
