const providers = ['Google', 'Facebook', 'Github'] as const;

/**
 * Sign-in through Google, Facebook and Github needs the Firebase identity provider, which is
 * switched on by configuration. Until it is, the buttons stay visible but say why they are off.
 */
export function SocialButtons() {
  return (
    <div className="social" aria-describedby="social-note">
      <div className="social__buttons">
        {providers.map((provider) => (
          <button key={provider} type="button" className="button button--outline" disabled>
            Continue with {provider}
          </button>
        ))}
      </div>
      <p id="social-note" className="muted small">
        Social sign-in is not switched on for this shop yet. Please use your email and a password.
      </p>
    </div>
  );
}
