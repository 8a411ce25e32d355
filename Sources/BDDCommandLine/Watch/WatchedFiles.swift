import BDDRuntime

/// The files a watch looks at: the feature files its operands select from, and the Swift sources and manifest of
/// the package whose steps it runs. Each look `stat`s the files it knows; their folders are read again only every
/// few looks, since reading them cost more than the rest (a new file waits a few seconds, a saved one none).
final class WatchedFiles {
    let operands: [FeatureOperand]
    let currentDirectory: String
    /// The package's folder; nil when the run is not inside a package, and then no source is watched.
    let packageRoot: String?
    /// How many looks use the same lists of files before the folders are read again.
    let looksPerListing: Int
    private var features: [String] = []
    private var sources: [String] = []
    private var looks = 0

    init(operands: [FeatureOperand], currentDirectory: String, packageRoot: String?, looksPerListing: Int = 5) {
        self.operands = operands
        self.currentDirectory = currentDirectory
        self.packageRoot = packageRoot
        self.looksPerListing = looksPerListing
    }

    /// Every watched file's stamp now.
    func snapshot() -> WatchSnapshot {
        if looks % looksPerListing == 0 { list() }
        looks += 1
        var snapshot = WatchSnapshot()
        for path in features { snapshot.features[path] = FileStamp(path: path) }
        for path in sources { snapshot.sources[path] = FileStamp(path: path) }
        return snapshot
    }

    private func list() {
        // An operand that is gone (a file renamed while watching) leaves the others watched.
        features = operands.flatMap { operand in
            ((try? FeatureLocator(currentDirectory: currentDirectory).locate([operand])) ?? []).map(\.absolutePath)
        }
        guard let packageRoot else { return }
        sources = FeatureLocator.files(in: packageRoot + "/Sources") { $0.hasSuffix(".swift") } + [packageRoot + "/Package.swift"]
    }
}
