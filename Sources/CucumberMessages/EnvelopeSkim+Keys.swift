import Foundation

extension EnvelopeSkim {
    /// The top-level string fields a skim keeps, named once: each key of each line is compared with their bytes in
    /// one buffer, where a set of strings cost a retain and a release of every name it tried, for every key.
    public struct Keys: Sendable, ExpressibleByArrayLiteral {
        /// The names, in the order given.
        let names: [String]
        /// Every name's UTF-8 bytes, one after the other.
        private let spellings: [UInt8]
        /// Where each name's bytes end in `spellings`.
        private let ends: [Int]

        /// The fields named `names`; a name given twice counts once.
        public init(_ names: some Sequence<String>) {
            var unique: [String] = []
            for name in names where !unique.contains(name) { unique.append(name) }
            self.names = unique
            spellings = unique.flatMap(\.utf8)
            var end = 0
            ends = unique.map { name in
                end += name.utf8.count
                return end
            }
        }

        /// The fields named in the literal.
        public init(arrayLiteral names: String...) {
            self.init(names)
        }

        /// The name `raw` spells, if it is one of them.
        func name(spelledBy raw: UnsafeBufferPointer<UInt8>) -> String? {
            let found: Int? = spellings.withUnsafeBufferPointer { all in
                var start = 0
                for position in ends.indices {
                    let end = ends[position]
                    defer { start = end }
                    guard end - start == raw.count else { continue }
                    if raw.isEmpty || memcmp(all.baseAddress! + start, raw.baseAddress!, raw.count) == 0 { return position }
                }
                return nil
            }
            return found.map { names[$0] }
        }
    }
}
