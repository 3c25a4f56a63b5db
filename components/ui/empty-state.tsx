export function EmptyState({ title, action, icon = "🛍️" }: { title: string; action?: React.ReactNode; icon?: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 px-6 py-16 text-center text-sm text-gray-600">
      <span aria-hidden className="text-5xl">{icon}</span>
      <p>{title}</p>
      {action}
    </div>
  );
}
