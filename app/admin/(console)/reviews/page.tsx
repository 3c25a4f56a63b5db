import { Suspense } from "react";
import { ReviewsScreen } from "@/components/admin/reviews";

export default function AdminReviewsPage() {
  return (
    <Suspense>
      <ReviewsScreen />
    </Suspense>
  );
}
