import { Link } from "@/lib/i18n/navigation";

export function EmptyState({ title, action, icon = "🛍️" }: { title: string; action?: React.ReactNode; icon?: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 px-6 py-16 text-center text-sm text-gray-600">
      <span aria-hidden className="text-5xl">
        {icon}
      </span>
      <p>{title}</p>
      {action}
    </div>
  );
}

/** An empty list's way on: back to the home screen to shop. */
export function GoShopping({ label, outline = false }: { label: string; outline?: boolean }) {
  return (
    <Link
      href="/"
      className={
        outline
          ? "rounded-full border border-accent px-4 py-1.5 text-accent"
          : "rounded-full bg-accent px-5 py-2 text-white"
      }
    >
      {label}
    </Link>
  );
}
