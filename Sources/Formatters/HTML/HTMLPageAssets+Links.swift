extension HTMLPageAssets {
    /// Links and terminal colours, as a script of their own that the page's script calls: a link is clickable only
    /// for `http`, `https`, `mailto` and relative URLs (a `javascript:` link in a report published as a CI
    /// artifact would run in the report's origin for whoever clicks it), any other is shown as text; a text
    /// attachment's colour sequences become coloured spans and every other escape sequence is dropped.
    static let helpers = #"""
    "use strict";
    // What a browser reads as a URL's scheme: it ignores tabs and line breaks anywhere and spaces and control
    // characters at the ends, so they are ignored here too before the scheme is looked at.
    function isSafeLink(url) {
      var scheme = /^([a-z][a-z0-9+.\-]*):/i.exec(String(url).replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+/, ""));
      return !scheme || ["http", "https", "mailto"].indexOf(scheme[1].toLowerCase()) >= 0;
    }
    function linkHTML(url, label, escape) {
      return isSafeLink(url) ? '<a href="' + escape(url) + '">' + escape(label) + "</a>"
        : '<span class="unsafe-link" title="Not a web link: shown as text">' + escape(label) + "</span>";
    }
    // Text with ESC [ … m colour sequences as spans; any other escape sequence (cursor moves, titles) is dropped.
    function ansiHTML(text, escape) {
      var html = "", open = false, state = { fg: null, bg: null, bold: false, italic: false, underline: false }, at = 0, match;
      var pattern = /\u001b(?:\[([0-9;:?]*)([\u0020-\u002f]*[\u0040-\u007e])?|\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|[\u0020-\u002f]*[\u0030-\u007e])?/g;
      function apply(codes) {
        for (var i = 0; i < codes.length; i++) {
          var code = codes[i];
          if (code === 0) state = { fg: null, bg: null, bold: false, italic: false, underline: false };
          else if (code === 1) state.bold = true;
          else if (code === 3) state.italic = true;
          else if (code === 4) state.underline = true;
          else if (code === 22) state.bold = false;
          else if (code === 23) state.italic = false;
          else if (code === 24) state.underline = false;
          else if (code >= 30 && code <= 37) state.fg = code - 30;
          else if (code >= 90 && code <= 97) state.fg = code - 82;
          else if (code === 39) state.fg = null;
          else if (code >= 40 && code <= 47) state.bg = code - 40;
          else if (code >= 100 && code <= 107) state.bg = code - 92;
          else if (code === 49) state.bg = null;
          else if ((code === 38 || code === 48) && codes[i + 1] === 5) {
            if (codes[i + 2] < 16) state[code === 38 ? "fg" : "bg"] = codes[i + 2];
            i += 2;
          } else if ((code === 38 || code === 48) && codes[i + 1] === 2) i += 4;
        }
      }
      function span() {
        var classes = [];
        if (state.fg !== null) classes.push("ansi-fg" + state.fg);
        if (state.bg !== null) classes.push("ansi-bg" + state.bg);
        if (state.bold) classes.push("ansi-bold");
        if (state.italic) classes.push("ansi-italic");
        if (state.underline) classes.push("ansi-underline");
        return classes.length ? '<span class="' + classes.join(" ") + '">' : "";
      }
      text = String(text);
      while ((match = pattern.exec(text)) !== null) {
        html += escape(text.slice(at, match.index));
        at = pattern.lastIndex;
        if (match[2] !== "m" || match[0][1] !== "[") continue;
        apply((match[1] || "0").split(/[;:]/).map(function (n) { return n === "" ? 0 : Number(n); }));
        if (open) html += "</span>";
        var opened = span();
        html += opened;
        open = opened !== "";
      }
      return html + escape(text.slice(at)) + (open ? "</span>" : "");
    }

    """#

    /// The colours of `ansiHTML`'s spans: the terminal's sixteen, readable on the page's white.
    static let ansiStyle = """
    .ansi-bold { font-weight: 700; } .ansi-italic { font-style: italic; } .ansi-underline { text-decoration: underline; }
    .unsafe-link { text-decoration: underline dotted; }
    \(ansiColours)
    """

    private static let ansiColours: String = {
        let palette = ["#1d2329", "#c62828", "#1a7f37", "#9a6700", "#0550ae", "#8250df", "#1b7c83", "#6e7781",
                       "#57606a", "#e5534b", "#2da44e", "#bf8700", "#218bff", "#a475f9", "#3192aa", "#8c959f"]
        return palette.enumerated().map { index, colour in
            ".ansi-fg\(index) { color: \(colour); } .ansi-bg\(index) { background: \(colour); color: #fff; }"
        }.joined(separator: "\n")
    }()
}
