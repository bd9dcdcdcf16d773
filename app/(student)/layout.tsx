import { getSession } from "@/lib/auth/guards";
import { PublicShell } from "@/components/public-shell";

export default async function StudentLayout({ children }: { children: React.ReactNode }) {
  return <PublicShell session={await getSession()}>{children}</PublicShell>;
}
