import type { ReactNode } from 'react';
import { SocialButtons } from './social-buttons';

/** The foot of the login and sign-up cards: a link to the other one, then the social buttons. */
export function AuthAlternatives({ children }: { children: ReactNode }) {
  return (
    <>
      <p className="small">{children}</p>
      <div className="divider" role="separator">
        or
      </div>
      <SocialButtons />
    </>
  );
}
