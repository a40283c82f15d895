import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { verifyEmail } from '../api/accounts';

/** Where the verification mail's link lands: confirms the address once. */
export function VerifyEmailPage() {
  useTitle('Verify your email');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const { run } = useMutation();
  // A link works once; React's development double-run must not spend it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void run('verify', () => verifyEmail(token), {
      success: null,
      onSuccess: (reply) => setResult({ ok: true, message: reply.message }),
      onError: (failure) => {
        setResult({ ok: false, message: failure.message });
        return true;
      },
    });
  }, [token, run]);

  return (
    <section className="container section auth">
      <div className="card auth__card">
        <h1>Verify your email</h1>
        {!result && <Spinner label="Checking your link…" />}
        {result && (
          <>
            <p role="status" className={result.ok ? 'notice notice--success' : 'notice notice--error'}>
              {result.message}
            </p>
            <Link to={paths.login} className="button">
              Go to Login
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
