// The carousel itself, with swiper: fetched after the home page's first paint, since it sits
// below the fold (swiper is about a fifth of the first visit's JavaScript otherwise).
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { ReviewCard } from '@/components/review-card';
import type { Review } from '@/lib/model';

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
          <ReviewCard review={review} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
