// The navigation bar (spec: #149fe2 with white text; drawn in a darker shade of it so the white title
// passes WCAG AA, docs/decisions/006). `back` shows a back button that returns to the
// previous screen, or home when there is none (a shared link opened directly).
import { BackButton } from "./back-button";

type Props = { title: string; back?: boolean; right?: React.ReactNode };

export function NavBar({ title, back = true, right }: Props) {
  return (
    // data-spec-colour: the surface whose colour the specification fixes (docs/decisions/006). On a
    // desktop (1024 px and up) the desktop header is the navigation: this bar becomes the page's
    // heading row, no back arrow, no blue (docs/decisions/045-desktop-shop.md).
    <header
      data-spec-colour
      className="sticky top-0 z-30 flex h-11 items-center bg-brand px-2 text-white lg:static lg:h-14 lg:bg-transparent lg:px-6 lg:text-gray-900"
    >
      <div className="flex w-12 justify-start lg:hidden">{back ? <BackButton /> : null}</div>
      <h1 className="flex-1 truncate text-center text-[17px] font-medium lg:text-left lg:text-xl">{title}</h1>
      <div className="flex w-12 justify-end lg:w-auto">{right}</div>
    </header>
  );
}
