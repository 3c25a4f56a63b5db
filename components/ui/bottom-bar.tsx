// The bar fixed to the bottom of a screen (submit, pay, add to cart): as wide as the phone column,
// above the home indicator. On a desktop it follows the wide content area (app/globals.css keys on
// these classes).
export function BottomBar({ className = "", children }: { className?: string; children: React.ReactNode }) {
  return (
    <div className={`fixed bottom-0 left-1/2 z-30 w-full max-w-[480px] -translate-x-1/2 bg-white ${className}`}>
      {children}
    </div>
  );
}
