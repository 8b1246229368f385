// Any path no other page claims renders the storefront's 404 in the page language.
import { notFound } from 'next/navigation';

export default function UnknownPage() {
  notFound();
}
