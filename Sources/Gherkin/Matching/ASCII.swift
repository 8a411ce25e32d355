/// The ASCII bytes the matchers look for.
enum ASCII {
    static let hash = UInt8(ascii: "#")
    static let at = UInt8(ascii: "@")
    static let colon = UInt8(ascii: ":")
    static let pipe = UInt8(ascii: "|")
    static let backslash = UInt8(ascii: "\\")
    static let newline = UInt8(ascii: "\n")
    static let letterN = UInt8(ascii: "n")
    static let quote = UInt8(ascii: "\"")
    static let backtick = UInt8(ascii: "`")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let asterisk = UInt8(ascii: "*")
    static let plus = UInt8(ascii: "+")
    static let minus = UInt8(ascii: "-")
    static let underscore = UInt8(ascii: "_")
}
