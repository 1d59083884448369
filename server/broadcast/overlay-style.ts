// The overlay's stylesheet: a transparent page, parts placed inside a 1920×1080 frame's title-safe area (90%: 96 px at
// the sides, 54 px top and bottom); home in the league red, away in blue, as on the site's live pages.
export const OVERLAY_CSS = `
:root{--home:#d42a3c;--away:#0284c7;--panel:rgba(12,14,19,.9);--panel2:rgba(28,31,40,.92);--ink:#fff;--muted:#b7bcc8}
html,body{margin:0;padding:0;background:transparent;overflow:hidden}
body{width:1920px;height:1080px;font:600 28px/1.15 "Oswald Variable",Oswald,"Arial Narrow","Roboto Condensed","DejaVu Sans Condensed",system-ui,sans-serif;color:var(--ink);font-variant-numeric:tabular-nums}
.frame{position:absolute;inset:54px 96px}
section{position:absolute;opacity:0;visibility:hidden;transition:opacity .35s ease,visibility 0s linear .35s}
section.on,.bug{opacity:1;visibility:visible;transition:opacity .35s ease}
.bug{top:0;left:0;width:760px;opacity:1;visibility:visible}
.bug>div{opacity:0;visibility:hidden;transition:opacity .35s ease,visibility 0s linear .35s}
.bug>div.on{opacity:1;visibility:visible;transition:opacity .35s ease}
[data-side=home] .bar,[data-side=home] .swatch,[data-side=home].slot .bar{background:var(--home)}
[data-side=away] .bar,[data-side=away] .swatch,[data-side=away].slot .bar{background:var(--away)}
.teams{display:flex;align-items:stretch;background:var(--panel);border-radius:10px;overflow:hidden;text-transform:uppercase;letter-spacing:.02em}
.team{flex:1;display:flex;align-items:center;gap:14px;padding:8px 18px;min-width:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.team.right{justify-content:flex-end;text-align:right}
.bug:has(.bout.on) .teams{border-radius:10px 10px 0 0}
.swatch{width:12px;height:34px;border-radius:3px;flex:none}
.tscore{padding:8px 22px;background:#fff;color:#111;font-size:34px;font-weight:700;display:flex;align-items:center}
.bout{background:var(--panel2);border-radius:0 0 10px 10px;overflow:hidden}
.row{display:flex;align-items:center;gap:14px;height:64px;padding-right:0;border-top:1px solid rgba(255,255,255,.08)}
.bar{width:10px;align-self:stretch;flex:none}
.flag{width:42px;height:31px;border-radius:3px;object-fit:cover;flex:none;box-shadow:0 0 0 1px rgba(255,255,255,.25)}
.name{flex:1;min-width:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;font-size:30px}
.row small{display:block;font-size:13px;font-weight:500;color:var(--muted);text-transform:uppercase;letter-spacing:.06em}
.pen,.rnd{display:flex;flex-direction:column;align-items:center;min-width:56px;font-size:26px}
.pen b{color:#fbbf24}.pen.none b{color:var(--muted)}
.total{display:flex;align-items:center;justify-content:center;align-self:stretch;min-width:84px;background:rgba(255,255,255,.1);font-size:40px;font-weight:700}
.chance{display:flex;align-items:center;gap:12px;padding:6px 18px;background:rgba(0,0,0,.4);font-size:24px}
.chance.none{display:none}
.chance small{order:-1;font-size:13px;font-weight:500;color:var(--muted);text-transform:uppercase;letter-spacing:.06em;min-width:96px}
.chance .track{flex:1;display:flex;height:10px;border-radius:5px;overflow:hidden;background:rgba(255,255,255,.15)}
.chance .track i{display:block;height:100%;transition:width .5s ease}
.chance .track i[data-side=home]{background:var(--home)}.chance .track i[data-side=away]{background:var(--away)}
.meta{display:flex;justify-content:space-between;padding:6px 18px;background:rgba(0,0,0,.55);font-size:24px;color:var(--muted);text-transform:uppercase}
.meta [data-testid=clock]{color:var(--ink);font-size:28px}
.lower{left:0;bottom:0;display:flex;align-items:center;gap:18px;padding:14px 24px;background:var(--panel);border-radius:10px;max-width:1400px}
.lower .label{background:var(--home);color:#fff;padding:4px 14px;border-radius:6px;text-transform:uppercase;font-size:24px}
.lower .num{color:var(--muted);font-size:24px}
.slot{display:flex;align-items:center;gap:12px;font-size:34px;white-space:nowrap}
.slot .bar{width:8px;height:40px;border-radius:3px}
.vs{color:var(--muted);font-size:22px;text-transform:uppercase}
.result{left:50%;bottom:0;transform:translateX(-50%);display:flex;flex-direction:column;align-items:center;gap:6px;min-width:720px;padding:18px 36px;background:var(--panel);border-radius:12px;border-top:6px solid #fbbf24;text-align:center}
.result .label{font-size:20px;color:#fbbf24;text-transform:uppercase;letter-spacing:.12em}
.result strong{font-size:46px;font-weight:700}
.result [data-testid=result-method]{font-size:26px;color:var(--muted)}
.result .score{font-size:34px}
.hide-teams [data-part=teams],.hide-bout [data-part=bout],.hide-flags [data-part=flags],.hide-round [data-part=round],.hide-clock [data-part=clock],.hide-penalties [data-part=penalties],.hide-round-score [data-part=round-score],.hide-total [data-part=total],.hide-up-next [data-part=up-next],.hide-result [data-part=result],.hide-chance [data-part=chance]{display:none!important}
`;
