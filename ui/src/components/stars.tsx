/** A rating as stars: filled for each point, the rest outlined, read out as words. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <span key={index} aria-hidden="true" className={index < rating ? 'star star--on' : 'star'}>
          ★
        </span>
      ))}
    </span>
  );
}
