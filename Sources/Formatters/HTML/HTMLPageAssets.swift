/// The HTML report's style sheet and script, inlined in every report so it works offline from `file://`.
enum HTMLPageAssets {
    static let style = #"""
    :root { --fg: #1d2329; --muted: #5b6670; --line: #d8dee4; --bg: #fff; --soft: #f5f7f9;
      --passed: #1a7f37; --failed: #c62828; --skipped: #6e7781; --pending: #9a6700; --undefined: #9a6700; --ambiguous: #c62828; --unknown: #6e7781; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
    header, #summary, form, #shown, main { max-width: 72rem; margin: 0 auto; padding: 0 1rem; }
    header { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: .5rem 1.5rem; padding-top: 1rem; }
    h1 { font-size: 1.5rem; margin: 0; }
    nav a { margin-right: 1rem; color: var(--fg); }
    nav a[aria-current=page] { font-weight: 700; text-decoration-thickness: 3px; }
    .outcome { font-size: 1.15rem; font-weight: 600; padding: .5rem .75rem; border-left: 6px solid var(--passed); background: var(--soft); }
    .outcome.bad { border-left-color: var(--failed); }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: .1rem 1rem; margin: .5rem 0; color: var(--muted); font-size: .9rem; }
    dd { margin: 0; }
    form { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; padding-top: .5rem; padding-bottom: .5rem; position: sticky; top: 0; background: var(--bg); border-bottom: 1px solid var(--line); z-index: 1; }
    fieldset { border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: .25rem .75rem; }
    legend { float: left; margin-right: .5rem; font-weight: 600; }
    label { white-space: nowrap; }
    .count { color: var(--muted); font-size: .85rem; }
    input[type=search], input[type=text] { font: inherit; padding: .3rem .5rem; border: 1px solid var(--line); border-radius: 4px; min-width: 12rem; flex: 1 1 12rem; }
    button { font: inherit; padding: .3rem .75rem; }
    :focus-visible { outline: 3px solid #0969da; outline-offset: 2px; }
    #tag-error { color: var(--failed); flex-basis: 100%; margin: 0; }
    #tag-error:empty { display: none; }
    #shown { color: var(--muted); font-size: .9rem; margin-top: .5rem; }
    h2.feature { font-size: 1.2rem; margin: 1.5rem 0 0; }
    #more { display: block; margin: 1rem auto 2rem; }
    .description { white-space: pre-line; color: var(--muted); margin: .25rem 0 .5rem; }
    .rule { font-size: 1.05rem; margin: .75rem 0 .25rem; }
    .keyword { font-weight: 600; }
    .meta { color: var(--muted); font-size: .85rem; overflow-wrap: anywhere; }
    .params { margin: .2rem 0; color: var(--muted); font-size: .9rem; }
    code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .85em; overflow-wrap: anywhere; }
    .tag { display: inline-block; background: var(--soft); border: 1px solid var(--line); border-radius: 3px; padding: 0 .3rem; font-size: .8rem; color: var(--fg); }
    details.scenario { border: 1px solid var(--line); border-left: 6px solid var(--unknown); border-radius: 4px; margin: .4rem 0; padding: .35rem .6rem; }
    details.scenario > summary { cursor: pointer; display: flex; flex-wrap: wrap; gap: .1rem .6rem; align-items: baseline; list-style: none; }
    details.scenario > summary::-webkit-details-marker { display: none; }
    details.scenario > summary::before { content: "\25B8"; color: var(--muted); width: .8rem; }
    details.scenario[open] > summary::before { content: "\25BE"; }
    details.scenario > summary .meta { flex-basis: 100%; }
    .example { color: var(--muted); }
    .status { font-weight: 600; white-space: nowrap; }
    details.scenario.st-passed, .step.st-passed { border-left-color: var(--passed); } .status.st-passed { color: var(--passed); }
    details.scenario.st-failed, .step.st-failed { border-left-color: var(--failed); } .status.st-failed { color: var(--failed); }
    details.scenario.st-ambiguous, .step.st-ambiguous { border-left-color: var(--ambiguous); } .status.st-ambiguous { color: var(--ambiguous); }
    details.scenario.st-undefined, .step.st-undefined { border-left-color: var(--undefined); } .status.st-undefined { color: var(--undefined); }
    details.scenario.st-pending, .step.st-pending { border-left-color: var(--pending); } .status.st-pending { color: var(--pending); }
    details.scenario.st-skipped, .step.st-skipped { border-left-color: var(--skipped); } .status.st-skipped { color: var(--skipped); }
    .status.st-unknown { color: var(--unknown); } .status.st-flaky { color: var(--pending); }
    details.attempt { margin: .25rem 0 .25rem 1rem; } details.attempt > summary { cursor: pointer; color: var(--skipped); }
    .steps { list-style: none; padding: 0; margin: .5rem 0 0; }
    .step { padding: .2rem 0 .2rem .5rem; border-left: 3px solid var(--line); margin: .15rem 0; }
    .step .meta { margin-left: .25rem; }
    .scroll { overflow-x: auto; }
    table { border-collapse: collapse; margin: .3rem 0 .3rem 1.5rem; font-size: .9rem; }
    td { border: 1px solid var(--line); padding: .15rem .5rem; }
    pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: .3rem 0 .3rem 1.5rem; padding: .4rem .6rem; background: var(--soft); border-radius: 4px; font-size: .85rem; }
    pre.error { background: #fdecea; color: #7f1d1d; border-left: 4px solid var(--failed); }
    .hint { margin: .3rem 0 .3rem 1.5rem; font-weight: 600; color: var(--undefined); }
    .snippet { margin: .2rem 0 .2rem 1.5rem; font-size: .9rem; }
    .attachment { margin: .3rem 0 .3rem 1.5rem; }
    .attachment img { max-width: 100%; height: auto; border: 1px solid var(--line); }
    .parse-errors { border-left: 6px solid var(--failed); background: #fdecea; padding: .25rem .75rem; }
    .parse-errors h2, .run-hooks h2 { font-size: 1rem; }
    .parse-errors ul { list-style: none; padding: 0; }
    .parse-errors pre { margin-left: 0; }
    .phrases { list-style: none; padding: 0; }
    .phrase { padding: .4rem 0; border-bottom: 1px solid var(--line); }
    .phrase .pattern { font-size: 1rem; font-weight: 600; }
    .phrase.unused .pattern { color: var(--muted); }
    .empty { color: var(--muted); }
    [hidden] { display: none !important; }
    @media (max-width: 40rem) {
      body { font-size: 15px; }
      table, pre, .hint { margin: .3rem 0 .3rem 1.5rem; font-weight: 600; color: var(--undefined); }
    .snippet { margin: .2rem 0 .2rem 1.5rem; font-size: .9rem; }
    .attachment { margin-left: 0; }
      legend { float: none; width: 100%; }
    }
    @media print {
      form, nav, #clear, #more, .snippet { display: none !important; }
      details.scenario { break-inside: avoid; border-left-width: 3px; }
      a { color: inherit; }
    }
    """#
}
