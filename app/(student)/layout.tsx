import { PublicShell } from "@/components/public-shell";

export default function StudentLayout({ children }: { children: React.ReactNode }) {
  return <PublicShell>{children}</PublicShell>;
}
