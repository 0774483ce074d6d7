// The one script of a document (docs/decisions/014): the reading pages are
// server-rendered React with no React in the browser, and this plain module
// gives their markup its behaviour (enhance-page.ts, which an application's root
// runs too). It must never import React, React DOM or React Router (a unit test
// walks its import graph).
import { enhancePage } from "./enhance-page.ts";
import { readPageData } from "./page-data.ts";

enhancePage(readPageData(), "document");

// npm run dev: a change to this script or what it imports reloads the page
// (Vite's client connects only for a module that names import.meta.hot). A
// production build replaces import.meta.hot with undefined and drops this.
if (import.meta.hot) import.meta.hot.accept(() => location.reload());
