import { ProductListScreenSkeleton } from "@/components/catalogue/screen-skeletons";

export default function Loading() {
  return <ProductListScreenSkeleton />;
}
