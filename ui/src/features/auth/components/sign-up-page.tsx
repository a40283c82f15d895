import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useTitle } from '@/lib/use-title';
import { SignUpForm } from './sign-up-form';
import { SocialButtons } from './social-buttons';

export function SignUpPage() {
  useTitle('Sign Up');
  return (
    <section className="container section auth">
      <div className="card auth__card">
        <h1>Create your account</h1>
        <p className="muted">Order tools by the piece, pay by card and track every order.</p>
        <SignUpForm />
        <p className="small">
          Already have an account? <Link to={paths.login}>Login</Link>
        </p>
        <div className="divider" role="separator">
          or
        </div>
        <SocialButtons />
      </div>
    </section>
  );
}
