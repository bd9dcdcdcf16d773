import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { readFormFlash } from "@/lib/actions/form-flash";
import { SignupForm } from "./signup-form";

export const metadata: Metadata = {
  title: "Sign Up",
  description:
    "Create a BrightWay Engineering student account to enrol in structural and civil engineering courses.",
  alternates: { canonical: "/signup" },
};

export default async function SignupPage() {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-900">Sign Up</h1>
      <div className="mt-6">
        <SignupForm initialResult={await readFormFlash("/signup")} />
      </div>
      <p className="mt-4 text-sm text-slate-700">
        Already have an account?{" "}
        <Link
          href="/login"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Login
        </Link>
      </p>
    </div>
  );
}
