import { GoodsDetailSkeleton } from "@/components/catalogue/screen-skeletons";

export default function Loading() {
  return <GoodsDetailSkeleton />;
}
