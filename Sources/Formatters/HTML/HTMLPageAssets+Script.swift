extension HTMLPageAssets {
    /// Renders the JSON of `HTMLReportData` into the page, filters by status, text and tag expression, and keeps
    /// that state in the URL's fragment so a link shows what its sender saw.
    static let script = #"""
    "use strict";
    (function () {
      var data = JSON.parse(document.getElementById("bdd-data").textContent);
      var STATUS = ["unknown", "passed", "skipped", "pending", "undefined", "ambiguous", "failed"];
      var ICON = ["?", "\u2714", "\u21b7", "\u25a0", "\u25a0", "\u2718", "\u2718"];
      var scenarios = data.scenarios, features = data.features;
      var list = document.getElementById("scenarios"), phrases = document.getElementById("phrases");
      var form = document.getElementById("filters"), shown = document.getElementById("shown");
      var search = document.getElementById("search"), tagInput = document.getElementById("tags");
      var tagError = document.getElementById("tag-error");
      var more = document.getElementById("more");
      // Only the first scenarios that match are put on the page, a page more at each "Show more": the DOM stays small
      // at 35,000 scenarios, while filters still look at every one of them.
      var PAGE = 300, limit = PAGE, matches = [], haystacks = [];

      function esc(text) {
        return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
      }
      function duration(us) {
        if (us < 1000) return (us / 1000).toFixed(us < 10 ? 3 : 2) + " ms";
        if (us < 1e6) return Math.round(us / 1000) + " ms";
        var seconds = us / 1e6;
        return seconds < 60 ? seconds.toFixed(2) + " s" : Math.floor(seconds / 60) + " min " + Math.round(seconds % 60) + " s";
      }
      function badge(s) {
        return '<span class="status st-' + STATUS[s] + '"><span aria-hidden="true">' + ICON[s] + "</span> " + STATUS[s] + "</span>";
      }
      function tags(list) {
        return list.length ? '<span class="tags">' + list.map(function (t) { return '<span class="tag">' + esc(t) + "</span>"; }).join(" ") + "</span>" : "";
      }

      // A tag expression (`@a and not (@b or @c)`) as a function of a scenario's tags; throws a readable message.
      function parseTags(text) {
        var tokens = text.replace(/\(/g, " ( ").replace(/\)/g, " ) ").trim().split(/\s+/).filter(Boolean), at = 0;
        if (!tokens.length) return function () { return true; };
        function or() { var left = and(); while (tokens[at] === "or") { at++; left = (function (a, b) { return function (t) { return a(t) || b(t); }; })(left, and()); } return left; }
        function and() { var left = not(); while (tokens[at] === "and") { at++; left = (function (a, b) { return function (t) { return a(t) && b(t); }; })(left, not()); } return left; }
        function not() {
          var token = tokens[at++];
          if (token === "not") { var inner = not(); return function (t) { return !inner(t); }; }
          if (token === "(") { var group = or(); if (tokens[at++] !== ")") throw "a ')' is missing"; return group; }
          if (token === undefined || token === ")" || token === "and" || token === "or") throw "a tag is missing" + (token ? " before '" + token + "'" : " at the end");
          return function (t) { return t.indexOf(token) >= 0; };
        }
        var expression = or();
        if (at < tokens.length) throw "unexpected '" + tokens[at] + "'";
        return expression;
      }

      function placeOf(s) {
        return (features[s.f] ? features[s.f].uri : s.uri) + (s.line ? ":" + s.line : "");
      }
      // Steps, and hooks written as steps ("Before hook", "BeforeAll hook" as their keyword, `loc` their place).
      function stepsHTML(scenario) { return stepListHTML(scenario.steps); }
      function stepListHTML(steps) {
        var html = '<ol class="steps">';
        steps.forEach(function (step) {
          var status = step.s === undefined ? 1 : step.s, phrase = data.phrases[step.d], place = phrase ? phrase.location : step.loc;
          html += '<li class="step' + (step.hook ? " hook" : "") + " st-" + STATUS[status] + '">' + badge(status) + ' <span class="text">' +
            '<span class="keyword">' + esc(step.k) + "</span>" + esc(step.t) +
            '</span> <span class="meta">' + duration(step.us) + (place ? " · " + esc(place) : "") + "</span>";
          if (step.table) {
            html += '<div class="scroll"><table>' + step.table.map(function (row) {
              return "<tr>" + row.map(function (cell) { return "<td>" + esc(cell) + "</td>"; }).join("") + "</tr>";
            }).join("") + "</table></div>";
          }
          if (step.doc !== undefined) html += '<pre class="doc"' + (step.docType ? ' data-type="' + esc(step.docType) + '"' : "") + ">" + esc(step.doc) + "</pre>";
          if (step.err) html += '<pre class="error" role="alert">' + esc(step.err) + "</pre>";
          // The closest phrases are for the person who wrote the step; the Swift snippet for whoever adds a new one.
          if (step.hint) html += '<p class="hint">' + esc(step.hint) + "</p>";
          if (step.snip) html += '<details class="snippet"><summary>Snippet for a new step definition</summary><pre>' + esc(step.snip) + "</pre></details>";
          (step.att || []).forEach(function (a) {
            var uri = a.base64 !== undefined ? "data:" + a.type + ";base64," + a.base64 : null;
            if (uri && /^image\//.test(a.type)) html += '<figure class="attachment"><img alt="' + esc(a.name || "attached image") + '" src="' + esc(uri) + '"></figure>';
            else if (a.type === "text/uri-list" && a.text !== undefined) html += a.text.split(/\r?\n/).filter(Boolean).map(function (link) {
              return '<p class="attachment">' + linkHTML(link, link, esc) + "</p>";
            }).join("");
            else if (a.text !== undefined) html += '<pre class="attachment">' + ansiHTML(a.text, esc) + "</pre>";
            else if (a.url) html += '<p class="attachment">' + linkHTML(a.url, a.name || a.url, esc) + "</p>";
            else if (uri) html += '<p class="attachment"><a download="' + esc(a.name || "attachment") + '" href="' + esc(uri) + '">' + esc(a.name || a.type) + "</a></p>";
          });
          html += "</li>";
        });
        return html + "</ol>";
      }

      // A scenario retried with --retry shows its earlier attempts under its steps, most recent last.
      function triesHTML(scenario) {
        return (scenario.tries || []).map(function (attempt, n) {
          return '<details class="attempt"><summary>Attempt ' + (n + 1) + " " + badge(attempt.s) + " · " + duration(attempt.us) + "</summary>" + stepsHTML(attempt) + "</details>";
        }).join("");
      }
      function bodyHTML(scenario) { return stepsHTML(scenario) + triesHTML(scenario); }

      function renderSummary() {
        var counts = [0, 0, 0, 0, 0, 0, 0], total = 0, flaky = 0;
        scenarios.forEach(function (s) { counts[s.s]++; total += 1; if (s.flaky) flaky++; });
        var html = '<p class="outcome ' + (counts[6] + counts[5] + counts[4] + counts[3] + data.parseErrors.length + data.runErrors.length ? "bad" : "good") + '">' +
          (total ? total + " scenario" + (total === 1 ? "" : "s") + ": " : "No scenario ran") +
          [1, 6, 5, 4, 3, 2, 0].filter(function (s) { return counts[s]; }).map(function (s) { return badge(s).replace("</span> ", "</span> " + counts[s] + " "); }).join(" ") +
          (flaky ? ' <span class="status st-flaky">' + flaky + " flaky (passed on a later attempt)</span>" : "") + "</p><dl>";
        if (data.startedAt) html += "<dt>Started</dt><dd><time datetime=\"" + esc(data.startedAt) + "\">" + esc(new Date(data.startedAt).toLocaleString()) + "</time></dd>";
        html += "<dt>Took</dt><dd>" + (data.finished ? duration(data.durationUs) : "not finished") + "</dd>";
        if (data.meta) {
          html += "<dt>Run by</dt><dd>" + esc([data.meta.implementation, data.meta.runtime].join(", ")) + "</dd><dt>On</dt><dd>" + esc([data.meta.os, data.meta.cpu].join(", ")) + "</dd>";
          if (data.meta.ci) html += "<dt>CI</dt><dd>" + (data.meta.ciUrl ? linkHTML(data.meta.ciUrl, data.meta.ci, esc) : esc(data.meta.ci)) + "</dd>";
        }
        html += "</dl>";
        // BeforeAll and AfterAll hooks run outside every scenario: those that went wrong or attached something, here.
        if (data.runHooks.length) html += '<div class="run-hooks"><h2>BeforeAll and AfterAll hooks</h2>' + stepListHTML(data.runHooks) + "</div>";
        if (data.runErrors.length) {
          html += '<div class="parse-errors" role="alert"><h2>The run failed outside its scenarios</h2><ul>' + data.runErrors.map(function (e) {
            return "<li><pre>" + esc(e) + "</pre></li>";
          }).join("") + "</ul></div>";
        }
        if (data.parseErrors.length) {
          html += '<div class="parse-errors" role="alert"><h2>Files that could not be read</h2><ul>' + data.parseErrors.map(function (e) {
            return "<li><pre>" + esc(e) + "</pre></li>";
          }).join("") + "</ul></div>";
        }
        document.getElementById("summary").innerHTML = html;
        Array.prototype.forEach.call(form.querySelectorAll("input[name=status]"), function (box) {
          var count = box.value === "flaky" ? flaky : counts[STATUS.indexOf(box.value)];
          box.parentNode.querySelector(".count").textContent = count;
          box.parentNode.hidden = !count && box.value !== "passed" && box.value !== "failed";
        });
      }

      function scenarioHTML(s, i) {
        // What a reader came for is open from the start: what went wrong, and what a scenario attached.
        var open = s.s > 2 || s.steps.some(function (step) { return step.att; });
        return '<details class="scenario st-' + STATUS[s.s] + '" data-index="' + i + '" data-status="' + STATUS[s.s] + '"' + (open ? " open" : "") + "><summary>" +
          badge(s.s) + (s.flaky ? ' <span class="status st-flaky">flaky</span>' : "") + ' <span class="name"><span class="keyword">' + esc(s.keyword) + ":</span> " + esc(s.name) + "</span>" +
          (s.example ? ' <span class="example">' + esc(s.example) + "</span>" : "") +
          '<span class="meta"><code>' + esc(placeOf(s)) + "</code> · " + duration(s.us) + " " + tags(s.tags) + "</span></summary>" +
          (open ? bodyHTML(s) : "") + "</details>";
      }
      function featureHTML(number, uri) {
        var f = features[number] || { keyword: "Feature", name: "", uri: uri, tags: [], description: "" };
        var description = f.description.trim().split(/\n\s*\n/).map(function (p) { return p.replace(/\s*\n\s*/g, " "); }).join("\n\n");
        return '<h2 class="feature">' + (f.keyword ? '<span class="keyword">' + esc(f.keyword) + ":</span> " : "") + esc(f.name) +
          '</h2><p class="meta"><code>' + esc(f.uri) + "</code> " + tags(f.tags) + "</p>" +
          (description ? '<p class="description">' + esc(description) + "</p>" : "");
      }
      // Puts matches[from..<limit] on the page, with a feature's (and rule's) heading wherever it changes.
      function renderFrom(from) {
        var html = "", previous = from > 0 ? scenarios[matches[from - 1]] : null;
        for (var at = from; at < Math.min(limit, matches.length); at++) {
          var i = matches[at], s = scenarios[i];
          if (!previous || previous.f !== s.f || (previous.f < 0 && previous.uri !== s.uri)) html += featureHTML(s.f, s.uri);
          if (s.rule && (!previous || previous.rule !== s.rule || previous.f !== s.f)) html += '<h3 class="rule">' + esc(s.rule) + "</h3>";
          html += scenarioHTML(s, i);
          previous = s;
        }
        if (from === 0) list.innerHTML = html || '<p class="empty">' + (scenarios.length ? "No scenario matches these filters." : "No scenario ran.") + "</p>";
        else list.insertAdjacentHTML("beforeend", html);
        var left = matches.length - Math.min(limit, matches.length);
        more.hidden = left <= 0;
        more.textContent = "Show " + Math.min(PAGE, left) + " more (" + left + " not shown)";
      }
      list.addEventListener("toggle", function (event) {
        var element = event.target;
        if (element.open && !element.querySelector(".steps")) element.insertAdjacentHTML("beforeend", bodyHTML(scenarios[element.dataset.index]));
      }, true);
      more.addEventListener("click", function () { var from = limit; limit += PAGE; renderFrom(from); });

      function renderPhrases() {
        var html = "<h2>Steps</h2><p>Every phrase the step library offers, how often it was used and where.</p><ul class=\"phrases\">";
        data.phrases.slice().sort(function (a, b) { return (b.uses > 0) - (a.uses > 0) || a.pattern.localeCompare(b.pattern); }).forEach(function (p) {
          html += '<li class="phrase' + (p.uses ? "" : " unused") + '"><code class="pattern">' + (p.keyword ? '<span class="keyword">' + esc(p.keyword) + "</span>" : "") + esc(p.pattern) + '</code> <span class="meta">' +
            (p.uses ? p.uses + " use" + (p.uses === 1 ? "" : "s") + " · " + duration(p.us) : "unused") + " · " + esc(p.location) + "</span>";
          if (p.params.length) html += '<ul class="params">' + p.params.map(function (param) { return "<li>" + esc(param) + "</li>"; }).join("") + "</ul>";
          if (p.places.length) {
            html += "<details><summary>Where</summary><ul>" + p.places.map(function (place) {
              var parts = place.split("\t");
              return "<li><code>" + esc(parts[0]) + "</code> " + esc(parts[1]) + "</li>";
            }).join("") + (p.uses > p.places.length ? "<li>…</li>" : "") + "</ul></details>";
          }
          html += "</li>";
        });
        phrases.innerHTML = html + "</ul>" + (data.phrases.length ? "" : "<p class=\"empty\">This run's stream lists no step definitions.</p>");
      }

      function haystack(i) {
        if (haystacks[i] === undefined) {
          var s = scenarios[i], f = features[s.f] || { name: "" };
          haystacks[i] = [f.name, s.name, s.example || "", placeOf(s)].concat(s.steps.map(function (step) { return step.k + step.t; })).join("\n").toLowerCase();
        }
        return haystacks[i];
      }

      function readState() {
        var state = { status: [], q: "", tags: "", page: "scenarios" };
        location.hash.replace(/^#/, "").split("&").forEach(function (pair) {
          var at = pair.indexOf("="); if (at < 0) return;
          var key = pair.slice(0, at), value = decodeURIComponent(pair.slice(at + 1).replace(/\+/g, " "));
          if (key === "status") state.status = value.split(",").filter(Boolean);
          else if (key in state) state[key] = value;
        });
        return state;
      }
      function writeState(state) {
        var parts = [];
        if (state.page !== "scenarios") parts.push("page=" + state.page);
        if (state.status.length) parts.push("status=" + state.status.join(","));
        if (state.q) parts.push("q=" + encodeURIComponent(state.q));
        if (state.tags) parts.push("tags=" + encodeURIComponent(state.tags));
        history.replaceState(null, "", parts.length ? "#" + parts.join("&") : location.pathname + location.search);
      }
      function formState() {
        return {
          status: Array.prototype.filter.call(form.querySelectorAll("input[name=status]"), function (b) { return b.checked; }).map(function (b) { return b.value; }),
          q: search.value.trim(), tags: tagInput.value.trim(),
          page: document.body.dataset.page || "scenarios"
        };
      }

      function apply(state) {
        Array.prototype.forEach.call(form.querySelectorAll("input[name=status]"), function (b) { b.checked = state.status.indexOf(b.value) >= 0; });
        search.value = state.q; tagInput.value = state.tags;
        document.body.dataset.page = state.page;
        list.hidden = state.page === "steps"; form.hidden = false; phrases.hidden = state.page !== "steps";
        Array.prototype.forEach.call(document.querySelectorAll("nav a"), function (a) {
          if (a.dataset.page === state.page) a.setAttribute("aria-current", "page"); else a.removeAttribute("aria-current");
        });
        var matchesTags = function () { return true; };
        tagError.textContent = "";
        try { matchesTags = parseTags(state.tags); } catch (message) { tagError.textContent = "Tag expression: " + message; }
        var words = state.q.toLowerCase().split(/\s+/).filter(Boolean), started = performance.now();
        matches = [];
        for (var i = 0; i < scenarios.length; i++) {
          var s = scenarios[i];
          if ((!state.status.length || state.status.indexOf(STATUS[s.s]) >= 0 || (s.flaky && state.status.indexOf("flaky") >= 0)) && matchesTags(s.tags) &&
            words.every(function (w) { return haystack(i).indexOf(w) >= 0; })) matches.push(i);
        }
        limit = PAGE;
        renderFrom(0);
        // How long filtering and drawing took, for the README's figures and anyone curious.
        document.documentElement.dataset.filterMs = Math.round(performance.now() - started);
        Array.prototype.forEach.call(phrases.querySelectorAll("li.phrase"), function (item) {
          item.hidden = words.length > 0 && !words.every(function (w) { return item.textContent.toLowerCase().indexOf(w) >= 0; });
        });
        shown.textContent = state.page === "steps" ? data.phrases.length + " phrases" : matches.length + " of " + scenarios.length + " scenarios match";
        document.getElementById("clear").hidden = !(state.status.length || state.q || state.tags);
      }

      var pending = null;
      function changed() {
        clearTimeout(pending);
        // Typing in the search box waits for a pause, so 35,000 scenarios are filtered once per word, not per key.
        pending = setTimeout(function () { var state = formState(); writeState(state); apply(state); }, 120);
      }
      form.addEventListener("input", changed);
      form.addEventListener("submit", function (event) { event.preventDefault(); changed(); });
      document.getElementById("clear").addEventListener("click", function () {
        var state = { status: [], q: "", tags: "", page: document.body.dataset.page }; writeState(state); apply(state);
      });
      Array.prototype.forEach.call(document.querySelectorAll("nav a"), function (a) {
        a.addEventListener("click", function (event) {
          event.preventDefault();
          var state = formState(); state.page = a.dataset.page; writeState(state); apply(state);
        });
      });
      window.addEventListener("hashchange", function () { apply(readState()); });
      // "/" jumps to the search box from anywhere but a field, as on most sites; Escape in it clears it.
      document.addEventListener("keydown", function (event) {
        var inField = /^(INPUT|TEXTAREA|SELECT)$/.test(document.activeElement && document.activeElement.tagName);
        if (event.key === "/" && !inField && !event.ctrlKey && !event.metaKey && !event.altKey) { event.preventDefault(); search.focus(); }
        if (event.key === "Escape" && document.activeElement === search && search.value) { search.value = ""; changed(); }
      });
      // Printing shows the steps of every scenario on the page, not only of those opened by hand.
      window.addEventListener("beforeprint", function () {
        Array.prototype.forEach.call(list.querySelectorAll("details.scenario"), function (element) { element.open = true; });
      });

      var loaded = performance.now();
      renderSummary();
      renderPhrases();
      apply(readState());
      document.documentElement.dataset.renderMs = Math.round(performance.now() - loaded);
      // From the start of navigation to a drawn page: the time a reader waits to open the report.
      document.documentElement.dataset.readyMs = Math.round(performance.now());
      document.body.classList.add("ready");
    })();
    """#
}
