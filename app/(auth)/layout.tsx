import { PublicShell } from "@/components/public-shell";

/** Login, signup and password reset share the public header and footer. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return <PublicShell>{children}</PublicShell>;
}
