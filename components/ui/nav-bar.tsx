// The navigation bar (spec: #149fe2 with white text; drawn in a darker shade of it so the white title
// passes WCAG AA, docs/decisions/006). `back` shows a back button that returns to the
// previous screen, or home when there is none (a shared link opened directly).
import { BackButton } from "./back-button";

type Props = { title: string; back?: boolean; right?: React.ReactNode };

export function NavBar({ title, back = true, right }: Props) {
  return (
    // data-spec-colour: the surface whose colour the specification fixes (docs/decisions/006).
    <header data-spec-colour className="sticky top-0 z-30 flex h-11 items-center bg-brand px-2 text-white">
      <div className="flex w-12 justify-start">{back ? <BackButton /> : null}</div>
      <h1 className="flex-1 truncate text-center text-[17px] font-medium">{title}</h1>
      <div className="flex w-12 justify-end">{right}</div>
    </header>
  );
}
