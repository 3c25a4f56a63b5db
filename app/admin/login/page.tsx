// The console's login (outside the shell).
import type { Metadata } from "next";
import { Suspense } from "react";
import { LoginForm } from "@/components/admin/login-form";
import { adminTranslator } from "@/lib/i18n/admin-messages";
import { adminLocale } from "@/lib/i18n/admin-locale";

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale(), "login")("title") };
}

export default function AdminLoginPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Suspense>
        <LoginForm />
      </Suspense>
    </main>
  );
}
