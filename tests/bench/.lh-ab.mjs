// Local helper (git-excluded): alternating mobile Lighthouse runs of one page on two servers.
// usage: node .lh-ab.mjs URL_A URL_B [N]
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { lighthouseChromeFlags } from "../support/chromium.mjs";
const [a, b, n = "3"] = process.argv.slice(2);
async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: lighthouseChromeFlags });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const m = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    if (process.env.NET) console.log((lhr.audits["network-requests"]?.details?.items ?? []).filter((i) => /\.js|\.css|booking|faq/.test(i.url)).map((i) => `${String(i.url).split("/").pop()} ${i.priority} ${Math.round(i.networkRequestTime)}-${Math.round(i.networkEndTime)}`).join("\n"));
    if (process.env.LCP) { const a = lhr.audits["largest-contentful-paint-element"] ?? lhr.audits["lcp-breakdown-insight"]; console.log(JSON.stringify(a?.details?.items ?? a?.details).slice(0, 1500)); }
    return { score: Math.round(lhr.categories.performance.score * 100), fcp: m("first-contentful-paint"), lcp: m("largest-contentful-paint"), tbt: m("total-blocking-time"), si: m("speed-index"), bi: Math.round(lhr.environment?.benchmarkIndex ?? 0), rb: (lhr.audits["render-blocking-insight"]?.details?.items ?? lhr.audits["render-blocking-resources"]?.details?.items ?? []).map((i) => String(i.url).split("/").pop()).join(" ") };
  } finally { await chrome.kill(); }
}
for (let i = 0; i < Number(n); i++) {
  for (const [label, url] of [["A", a], ["B", b]]) console.log(label, JSON.stringify(await audit(url)));
}
