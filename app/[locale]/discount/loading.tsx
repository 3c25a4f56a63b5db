import { CardListScreenSkeleton } from "@/components/catalogue/screen-skeletons";

export default function Loading() {
  return <CardListScreenSkeleton />;
}
