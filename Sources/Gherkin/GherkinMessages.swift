import CucumberMessages

/// Turns feature files into the envelopes the official `gherkin` command prints:
/// the source, then the document and its pickles, or one parse error per error found.
public struct GherkinMessages: Sendable {
    /// Which envelopes to produce.
    public struct Options: Sendable, Hashable {
        /// Emit `{"source":…}`.
        public var includeSource: Bool
        /// Emit `{"gherkinDocument":…}`.
        public var includeGherkinDocument: Bool
        /// Emit `{"pickle":…}` envelopes.
        public var includePickles: Bool

        /// Creates options; everything is included by default.
        public init(includeSource: Bool = true, includeGherkinDocument: Bool = true, includePickles: Bool = true) {
            self.includeSource = includeSource
            self.includeGherkinDocument = includeGherkinDocument
            self.includePickles = includePickles
        }
    }

    /// The parser used for every file.
    public let parser: GherkinParser
    /// Which envelopes to produce.
    public let options: Options

    /// Creates a producer of envelopes.
    public init(parser: GherkinParser = GherkinParser(), options: Options = Options()) {
        self.parser = parser
        self.options = options
    }

    /// What one file gave: its envelopes, and the errors behind any `parseError` envelopes.
    public struct Output: Sendable {
        /// The envelopes, in the order the official command prints them.
        public let envelopes: [Envelope]
        /// The syntax errors found (empty when the file parsed).
        public let errors: [GherkinError]
    }

    /// The envelopes of one file, whose name (`uri`) also decides plain or Markdown Gherkin.
    public func envelopes<Ids: IdGenerator>(uri: String, bytes: [UInt8], ids: inout Ids) -> [Envelope] {
        messages(uri: uri, bytes: bytes, ids: &ids).envelopes
    }

    /// The envelopes and errors of one file, whose name (`uri`) also decides plain or Markdown Gherkin.
    public func messages<Ids: IdGenerator>(uri: String, bytes: [UInt8], ids: inout Ids) -> Output {
        var source = IdSource(ids)
        defer { source.restore(into: &ids) }
        return messages(uri: uri, bytes: bytes, ids: &source)
    }

    /// Hands the envelopes of one file to `emit` one by one as they are made, in the order `messages` gives them,
    /// and returns the syntax errors found: a caller that writes each envelope out at once (`bdd gherkin`) then
    /// writes and frees each pickle while it is still in the cache, and keeps no array of a file's envelopes.
    public func messages<Ids: IdGenerator>(
        uri: String, bytes: [UInt8], ids: inout Ids, each emit: (consuming Envelope) -> Void
    ) -> [GherkinError] {
        var source = IdSource(ids)
        defer { source.restore(into: &ids) }
        return messages(uri: uri, bytes: bytes, ids: &source, each: emit)
    }

    private func messages(uri: String, bytes: [UInt8], ids: inout IdSource) -> Output {
        var envelopes: [Envelope] = []
        let errors = messages(uri: uri, bytes: bytes, ids: &ids) { envelopes.append($0) }
        return Output(envelopes: envelopes, errors: errors)
    }

    /// A file read as far as its document: the envelopes printed before its pickles, and what the pickles are made of.
    public struct ParsedFile: Sendable {
        /// The `source`, `gherkinDocument` or `parseError` envelopes, in the order they are printed.
        public let envelopes: [Envelope]
        /// The syntax errors found (empty when the file parsed).
        public let errors: [GherkinError]
        /// The document whose pickles come next, when pickles are wanted.
        fileprivate let document: GherkinDocument?
        /// The ids set aside for those pickles.
        fileprivate let pickleIds: any IdGenerator
    }

    /// Reads one file as far as its document, and sets aside in `ids` the ids its pickles take: `pickles(of:each:)`
    /// then makes them, on whichever thread, and the two give in turn what `messages(uri:bytes:ids:each:)` gives.
    public func parse<Ids: IdGenerator>(uri: String, bytes: [UInt8], ids: inout Ids) -> ParsedFile {
        var envelopes: [Envelope] = []
        var source = IdSource(ids)
        let (document, errors) = documentMessages(uri: uri, bytes: bytes, ids: &source) { envelopes.append($0) }
        source.restore(into: &ids)
        let pickleIds = ids.reserve(document.map(PickleCompiler.idCount(of:)) ?? 0)
        return ParsedFile(envelopes: envelopes, errors: errors, document: document, pickleIds: pickleIds)
    }

    /// Hands the pickles of `file` to `emit` one by one as they are made, under the ids `parse` set aside.
    public func pickles(of file: ParsedFile, each emit: (consuming Envelope) -> Void) {
        guard let document = file.document else { return }
        var ids = IdSource(file.pickleIds)
        PickleCompiler.compile(document, ids: &ids) { emit(.pickle($0)) }
    }

    /// Hands the pickles of `file` to `emit` as they are made, under the ids `parse` set aside, until `emit` returns
    /// false: a run makes each pickle only when it reaches it, and none once it stops.
    public func pickles(of file: ParsedFile, while emit: (consuming Pickle) -> Bool) {
        guard let document = file.document else { return }
        var ids = IdSource(file.pickleIds)
        PickleCompiler.compile(document, ids: &ids, while: emit)
    }

    private func messages(
        uri: String, bytes: [UInt8], ids: inout IdSource, each emit: (consuming Envelope) -> Void
    ) -> [GherkinError] {
        let (document, errors) = documentMessages(uri: uri, bytes: bytes, ids: &ids, each: emit)
        if let document { PickleCompiler.compile(document, ids: &ids) { emit(.pickle($0)) } }
        return errors
    }

    /// Hands `emit` the envelopes that come before the pickles; returns the document when pickles are wanted.
    private func documentMessages(
        uri: String, bytes: [UInt8], ids: inout IdSource, each emit: (consuming Envelope) -> Void
    ) -> (document: GherkinDocument?, errors: [GherkinError]) {
        let format = GherkinFormat(uri: uri)
        if options.includeSource {
            emit(.source(Source(uri: uri, data: Self.text(of: bytes), mediaType: format.mediaType)))
        }
        guard options.includeGherkinDocument || options.includePickles else { return (nil, []) }
        do {
            let document = try parser.parse(bytes, uri: uri, format: format, ids: &ids)
            if options.includeGherkinDocument { emit(.gherkinDocument(document)) }
            return (options.includePickles ? document : nil, [])
        } catch {
            for error in error.errors {
                let location = Location(line: error.line, column: error.column)
                emit(.parseError(ParseError(source: SourceReference(uri: uri, location: location), message: error.message)))
            }
            return (nil, error.errors)
        }
    }

    /// The file's text without its byte order mark; bytes that are not UTF-8 become U+FFFD.
    private static func text(of bytes: [UInt8]) -> String {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return String(decoding: bytes[start...], as: UTF8.self)
    }
}
