import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Review } from '@/lib/types';
import { useApi } from '@/lib/use-api';
import { DEFAULT_PHOTO } from '@/features/profile/components/my-profile';

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

/** 'What Our Happy Client Says': autoplay every 2.5 s, one review at a time, three from 768 px. */
export function ReviewsCarousel() {
  const { data: reviews, loading } = useApi<Review[]>('/reviews');
  return (
    <section className="section container" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="section-title">
        What Our Happy Client Says
      </h2>
      {loading && <p className="muted">Loading reviews…</p>}
      {reviews && reviews.length === 0 && <p className="muted">No reviews yet. Be the first after your delivery.</p>}
      {reviews && reviews.length > 0 && (
        <Swiper
          modules={[Autoplay, Pagination]}
          autoplay={{ delay: 2500, disableOnInteraction: false, pauseOnMouseEnter: true }}
          pagination={{ clickable: true }}
          slidesPerView={1}
          spaceBetween={16}
          breakpoints={{ 768: { slidesPerView: 3 } }}
          className="reviews"
        >
          {reviews.map((review) => (
            <SwiperSlide key={review._id}>
              <figure className="review-card">
                <img src={review.userImage ?? DEFAULT_PHOTO} alt="" width={64} height={64} className="review-card__photo" />
                <Stars rating={review.rating} />
                <blockquote>{review.review}</blockquote>
                <figcaption>
                  <strong>{review.user}</strong>
                  {review.toolName && <span className="muted small"> on {review.toolName}</span>}
                </figcaption>
              </figure>
            </SwiperSlide>
          ))}
        </Swiper>
      )}
    </section>
  );
}
