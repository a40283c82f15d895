import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

import { useTitle } from '@/lib/use-title';
import { SignUpForm } from './sign-up-form';
import { AuthAlternatives } from './auth-alternatives';
import { SendLinkAgain } from './send-link-again';
import { words } from '@/lib/i18n';

export function SignUpPage() {
  useTitle('Sign Up');
  const [registered, setRegistered] = useState<string | null>(null);

  if (registered) {
    return (
      <section className="container section auth">
        <div className="card auth__card">
          <h1>Check your inbox</h1>
          <p role="status" className="notice notice--success">
            {words.VERIFICATION_SENT}
          </p>
          <p className="muted">
            We wrote to <strong>{registered}</strong>.
          </p>
          <SendLinkAgain kind="verification" email={registered} />
          <Link to={paths.login} className="button">
            Go to Login
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="container section auth">
      <div className="card auth__card">
        <h1>Create your account</h1>
        <p className="muted">Order tools by the piece, pay by card and track every order.</p>
        <SignUpForm onRegistered={setRegistered} />
        <AuthAlternatives>
          Already have an account? <Link to={paths.login}>Login</Link>
        </AuthAlternatives>
      </div>
    </section>
  );
}
