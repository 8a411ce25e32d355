import CucumberMessages

/// The injected id generator behind one concrete type, so the parser's code is specialised once
/// instead of running generically for every caller's generator type.
struct IdSource {
    private var generator: any IdGenerator

    init(_ generator: any IdGenerator) {
        self.generator = generator
    }

    /// The next id.
    mutating func next() -> String {
        generator.newId()
    }

    /// Hands the generator, advanced, back to `ids`.
    func restore<Ids: IdGenerator>(into ids: inout Ids) {
        if let advanced = generator as? Ids { ids = advanced }
    }
}
