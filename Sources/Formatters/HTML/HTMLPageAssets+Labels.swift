extension HTMLPageAssets {
    /// The page's own words in the reader's language, English or Spanish: chosen by `lang=` in the URL's fragment,
    /// else by the browser's languages; a switch in the header sets it, and the fragment keeps it as the filters
    /// change. Whatever the page quotes from the features (names, steps, keywords, tables, errors) stays as written:
    /// only the page's labels, drawn by its script in English, are put into Spanish as they are drawn.
    static let labels = #"""
    "use strict";
    (function () {
      var STATUS = { passed: "superado", failed: "fallido", ambiguous: "ambiguo", undefined: "sin definir", pending: "pendiente", skipped: "omitido", unknown: "desconocido", flaky: "inestable" };
      var SPANISH = {
        "Specification report": "Informe de la especificación", "Scenarios": "Escenarios", "Steps": "Pasos", "Pages": "Páginas",
        "Summary": "Resumen", "Status": "Estado", "Search text ( / )": "Buscar texto ( / )",
        "Search the text of scenarios and steps": "Buscar en el texto de escenarios y pasos", "Tag expression": "Expresión de etiquetas",
        "Tags: @smoke and not @wip": "Etiquetas: @smoke and not @wip", "Show all": "Mostrar todo", "Show more": "Mostrar más",
        "This report needs JavaScript to show the run.": "Este informe necesita JavaScript para mostrar la ejecución.",
        "Started": "Inicio", "Took": "Duración", "not finished": "sin terminar", "Run by": "Ejecutado con", "On": "En",
        "The run failed outside its scenarios": "La ejecución falló fuera de sus escenarios",
        "BeforeAll and AfterAll hooks": "Hooks BeforeAll y AfterAll",
        "Files that could not be read": "Ficheros que no se han podido leer", "No scenario ran": "No se ejecutó ningún escenario",
        "No scenario ran.": "No se ejecutó ningún escenario.", "No scenario matches these filters.": "Ningún escenario coincide con estos filtros.",
        "Snippet for a new step definition": "Código para una nueva definición de paso", "Where": "Dónde",
        "Every phrase the step library offers, how often it was used and where.": "Cada frase de la biblioteca de pasos, cuántas veces se usó y dónde.",
        "This run's stream lists no step definitions.": "Esta ejecución no lista definiciones de pasos.", "Language": "Idioma"
      };
      var PATTERNS = [
        [/^(\d+) of (\d+) scenarios match$/, "$1 de $2 escenarios coinciden"],
        [/^(\d+) scenarios?:$/, function (all, n) { return n + (n === "1" ? " escenario:" : " escenarios:"); }],
        [/^(\d+) phrases$/, "$1 frases"],
        [/^Show (\d+) more \((\d+) not shown\)$/, "Mostrar $1 más ($2 sin mostrar)"],
        [/^Tag expression: /, "Expresión de etiquetas: "],
        [/^(\d+) uses? · /, function (all, n) { return n + (n === "1" ? " uso · " : " usos · "); }],
        [/^unused · /, "sin usar · "],
        [/^(\d+) flaky \(passed on a later attempt\)$/, function (all, n) {
          return n + (n === "1" ? " inestable (superado en un intento posterior)" : " inestables (superados en un intento posterior)");
        }],
        [/^Attempt (\d+)$/, "Intento $1"],
        [/^(\d+ )?(passed|failed|ambiguous|undefined|pending|skipped|unknown|flaky)$/, function (all, n, s) { return (n || "") + STATUS[s]; }]
      ];
      // What the page quotes rather than says: never translated.
      var QUOTED = "pre, code, table, .text, .name, .description, .tags, .example, .keyword, .hint, h2.feature, h3.rule, time";

      function chosen() {
        var given = /(?:^#|&)lang=(en|es)(?:&|$)/.exec(location.hash);
        if (given) return given[1];
        var languages = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || "en"];
        for (var i = 0; i < languages.length; i++) {
          var code = String(languages[i]).toLowerCase().split("-")[0];
          if (code === "es" || code === "en") return code;
        }
        return "en";
      }
      var lang = chosen(), keepInURL = /(?:^#|&)lang=/.test(location.hash);

      function withLanguage(url) {
        var at = url.indexOf("#"), base = at < 0 ? url : url.slice(0, at), fragment = at < 0 ? "" : url.slice(at + 1);
        var parts = fragment.split("&").filter(function (part) { return part && part.indexOf("lang=") !== 0; });
        return base + "#" + parts.concat("lang=" + lang).join("&");
      }
      // The page's script rewrites the fragment as filters change; a language chosen on the page stays in it.
      var replaceState = history.replaceState.bind(history);
      history.replaceState = function (state, title, url) {
        return replaceState(state, title, keepInURL && url !== undefined ? withLanguage(String(url)) : url);
      };

      function spanish(text) {
        var trimmed = text.trim();
        if (!trimmed) return null;
        if (Object.prototype.hasOwnProperty.call(SPANISH, trimmed)) return text.replace(trimmed, SPANISH[trimmed]);
        for (var i = 0; i < PATTERNS.length; i++) {
          if (PATTERNS[i][0].test(trimmed)) return text.replace(trimmed, trimmed.replace(PATTERNS[i][0], PATTERNS[i][1]));
        }
        return null;
      }
      function translate(node) {
        if (lang === "en") return;
        if (node.nodeType === 3) {
          if (node.parentElement && node.parentElement.closest(QUOTED)) return;
          var text = spanish(node.nodeValue);
          if (text !== null && text !== node.nodeValue) node.nodeValue = text;
          return;
        }
        if (node.nodeType !== 1 || node.closest(QUOTED)) return;
        ["placeholder", "aria-label", "title"].forEach(function (name) {
          var value = node.getAttribute(name), text = value && spanish(value);
          if (text) node.setAttribute(name, text);
        });
        Array.prototype.forEach.call(node.childNodes, translate);
      }

      var header = document.querySelector("header");
      if (header) {
        header.insertAdjacentHTML("beforeend", '<p class="language" aria-label="Language">' +
          '<a href="#lang=en" hreflang="en" lang="en" data-lang="en">English</a> · <a href="#lang=es" hreflang="es" lang="es" data-lang="es">Español</a></p>');
        Array.prototype.forEach.call(header.querySelectorAll(".language a"), function (link) {
          if (link.dataset.lang === lang) link.setAttribute("aria-current", "true");
          link.addEventListener("click", function (event) {
            event.preventDefault();
            lang = link.dataset.lang;
            keepInURL = true;
            replaceState(null, "", withLanguage(location.href));
            location.reload();
          });
        });
      }
      if (lang === "es") document.title = spanish(document.title) || document.title;
      translate(document.body);
      new MutationObserver(function (records) {
        records.forEach(function (record) { Array.prototype.forEach.call(record.addedNodes, translate); });
      }).observe(document.body, { childList: true, subtree: true });
    })();

    """#
}
