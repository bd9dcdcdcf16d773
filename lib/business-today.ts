import "server-only";
import { cacheLife } from "next/cache";
import { todayInBusinessZone } from "@/lib/validation/course";

/**
 * Today's date in Africa/Cairo (`YYYY-MM-DD`) for a page's render: kept in Next's data cache
 * with the `hours` profile, because a visitor's page is a stored document and may not read the
 * clock itself (Next refuses a bare clock read in a prerender). So what it decides (a course "In
 * progress") may turn up to about an hour after midnight in Cairo, as the page's catalogue reads
 * may be an hour old too.
 */
export async function businessToday(): Promise<string> {
  "use cache";
  cacheLife("hours");
  return todayInBusinessZone();
}
