// The crew page's own shell (product.md §17): /crew is a tool, not a marketing page, so it
// has the bare shell (client/lib/page-shell.ts) and this header instead of the site's:
// who is signed in, refresh, and sign-out. No menu, no booking button, no footer and
// no floating buttons over the cards. Sign-out is a plain form post (it works before
// the page's script runs); once hydrated, it asks first, since signing in again takes a
// new link from the office, and says what is still waiting to be sent.
import { useState } from "react";
import { apiUrl } from "@shared/api/endpoints.ts";
import { crewMessages as text } from "@shared/messages/crew.ts";
import { crewPageMessages } from "@shared/messages/crew-page.ts";

const button =
  "flex min-h-12 items-center justify-center rounded-xl border-2 border-white px-4 text-lg font-bold focus-visible:outline-white disabled:opacity-70";

export function CrewShellHeader({ name, onRefresh, waiting }: { name: string; onRefresh: () => Promise<unknown>; waiting: number }) {
  const [refreshing, setRefreshing] = useState(false);
  const [asking, setAsking] = useState(false);

  function refresh() {
    setRefreshing(true);
    void onRefresh().finally(() => setRefreshing(false));
  }

  return (
    <header className="bg-slate-900 px-4 py-3 text-white" data-testid="crew-shell-header">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{text.greeting(name)}</h1>
        <div className="flex gap-2">
          <button type="button" className={button} onClick={refresh} disabled={refreshing} aria-busy={refreshing}>
            {refreshing ? text.refreshing : crewPageMessages.refresh}
          </button>
          <form method="post" action={apiUrl("crewSignOut")}>
            <button
              type="submit"
              className={button}
              aria-expanded={asking}
              aria-controls="crew-sign-out-question"
              onClick={(event) => {
                if (asking) return;
                event.preventDefault();
                setAsking(true);
              }}
            >
              {text.signOutButton}
            </button>
          </form>
        </div>
      </div>
      <div id="crew-sign-out-question" role="status">
        {asking && (
          <div className="mt-3 rounded-xl bg-white p-3 text-lg text-slate-950">
            <p className="font-semibold">{text.signOutQuestion}</p>
            {waiting > 0 && <p className="mt-1 font-semibold text-red-900">{text.signOutWaiting(waiting)}</p>}
            <form method="post" action={apiUrl("crewSignOut")} className="mt-3 flex flex-wrap gap-2">
              <button type="submit" className="min-h-12 flex-1 rounded-xl bg-red-800 px-4 font-bold text-white">
                {text.signOutConfirm}
              </button>
              <button type="button" className="min-h-12 flex-1 rounded-xl border-2 border-slate-900 px-4 font-bold" onClick={() => setAsking(false)}>
                {text.signOutStay}
              </button>
            </form>
          </div>
        )}
      </div>
    </header>
  );
}
