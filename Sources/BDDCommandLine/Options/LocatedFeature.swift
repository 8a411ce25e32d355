/// A feature file to run: where it is on disk, its uri in reports, and the lines selected in it (none: all).
struct LocatedFeature: Equatable {
    let absolutePath: String
    let uri: String
    var lines: Set<Int>?
}
