import { CategoryTabSkeleton } from "@/components/catalogue/screen-skeletons";

export default function Loading() {
  return <CategoryTabSkeleton />;
}
