import { LoadingSpinner } from "@/components/course/loading-spinner";

export default function Loading() {
  return <LoadingSpinner />;
}
