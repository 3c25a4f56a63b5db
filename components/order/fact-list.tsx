// The facts of an order or an after-sale request (numbers and times), label beside value; a fact
// without a value is left out.
export function FactList({ facts }: { facts: [label: string, value: string | null][] }) {
  return (
    <dl className="space-y-1.5 text-xs">
      {facts.map(([label, value]) =>
        value ? (
          <div key={label} className="flex gap-3">
            <dt className="w-20 shrink-0 text-gray-500">{label}</dt>
            <dd className="min-w-0 flex-1 break-all text-gray-600">{value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
