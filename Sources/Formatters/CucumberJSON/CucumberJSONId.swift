/// The `id` Cucumber's JSON report gives features and scenarios: each name lower-cased, with whitespace,
/// apostrophes, underscores, commas and exclamation marks made hyphens, the parts joined by `;`.
enum CucumberJSONId {
    /// One name as an id part (`Aren't you, Bob?` becomes `aren-t-you--bob?`).
    static func part(_ name: String) -> String {
        var part = ""
        part.reserveCapacity(name.utf8.count)
        for character in name.lowercased().unicodeScalars {
            switch character {
            case " ", "\t", "\n", "\u{0B}", "\u{0C}", "\r", "'", "_", ",", "!": part.unicodeScalars.append("-")
            default: part.unicodeScalars.append(character)
            }
        }
        return part
    }
}
