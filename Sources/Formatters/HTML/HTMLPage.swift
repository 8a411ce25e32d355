/// The HTML report's page around its data: one self-contained document, no network, no file beside it.
enum HTMLPage {
    /// A complete page showing `json` (an `HTMLReportData` document); `language` is the features' own, for `lang`.
    static func document(json: String, language: String, title: String = "Specification report") -> String {
        prefix(language: language, title: title) + json + suffix
    }

    /// The page up to its data, which a caller may write piece by piece between `prefix` and `suffix`.
    static func prefix(language: String, title: String = "Specification report") -> String {
        var page = "<!DOCTYPE html>\n<html lang=\"\(escaped(language))\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<title>\(escaped(title))</title>\n<style>\n\(HTMLPageAssets.style)\(HTMLPageAssets.ansiStyle)\n</style>\n</head>\n<body>\n"
        page += """
        <header><h1>\(escaped(title))</h1>
        <nav aria-label="Pages"><a href="#" data-page="scenarios">Scenarios</a><a href="#page=steps" data-page="steps">Steps</a></nav></header>
        <section id="summary" aria-label="Summary"></section>
        <form id="filters" role="search">
        <fieldset><legend>Status</legend>
        \(statusBoxes)</fieldset>
        <input type="search" id="search" aria-label="Search the text of scenarios and steps" placeholder="Search text ( / )">
        <input type="text" id="tags" aria-label="Tag expression" placeholder="Tags: @smoke and not @wip" autocomplete="off" spellcheck="false">
        <button type="button" id="clear">Show all</button>
        <p id="tag-error" role="status"></p>
        </form>
        <p id="shown" aria-live="polite"></p>
        <main id="scenarios"></main>
        <button type="button" id="more" hidden>Show more</button>
        <main id="phrases" hidden></main>
        <noscript><p>This report needs JavaScript to show the run.</p></noscript>

        """
        page += "<script type=\"application/json\" id=\"bdd-data\">"
        return page
    }

    /// The page after its data.
    static let suffix = "</script>\n<script>\n\(HTMLPageAssets.helpers)\(HTMLPageAssets.labels)</script>\n<script>\n\(HTMLPageAssets.script)</script>\n</body>\n</html>\n"

    /// A page saying the run that started at `startedAt` has not finished, with no script and no data.
    static func unfinished(startedAt: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Run not finished</title></head>
        <body>
        <h1>The run has not finished</h1>
        <p id="unfinished">The run started at <time datetime="\(startedAt)">\(startedAt)</time> has not finished: it is still running, or it stopped before it could write this report.</p>
        </body>
        </html>

        """
    }

    /// Text made safe inside an element or a double-quoted attribute.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    private static let statusBoxes = ["passed", "failed", "ambiguous", "undefined", "pending", "skipped", "flaky"].map { status in
        "<label><input type=\"checkbox\" name=\"status\" value=\"\(status)\"> \(status) <span class=\"count\"></span></label>"
    }.joined(separator: "\n")
}
