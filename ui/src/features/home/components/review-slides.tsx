// The carousel itself, with swiper: fetched after the home page's first paint, since it sits
// below the fold (swiper is about a fifth of the first visit's JavaScript otherwise).
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { DEFAULT_PHOTO } from '@/config/pictures';
import type { Review } from '@/lib/model';
import { Stars } from './stars';

/** Autoplay every 2.5 s, one review at a time, three from 768 px. */
export default function ReviewSlides({ reviews }: { reviews: Review[] }) {
  return (
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
  );
}
