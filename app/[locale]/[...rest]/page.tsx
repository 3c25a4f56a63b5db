// Any path no screen claims renders the 404 screen (with status 404).
import { notFound } from "next/navigation";

export default function CatchAll() {
  notFound();
}
