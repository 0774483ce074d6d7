// /Home is the home page under another name (product.md §2): one address for search engines.
import { redirect } from "react-router";
import type { Route } from "./+types/home-alias";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`/${url.search}`, 301);
}
