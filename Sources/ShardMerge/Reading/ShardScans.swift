import Foundation

/// The merge's first pass over every stream, on every core: each stream is indexed alone, so they are read side by
/// side, and the first one given is read whole (its files and support code are the ones the merge writes).
enum ShardScans {
    /// The index of each stream at `paths`, in the order given; throws the failure of the first path that failed
    /// in that order, so the error a merge reports does not depend on which thread read faster.
    static func scan(_ paths: [String]) throws(ShardMergeError) -> [ShardIndex] {
        let results = Results(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { position in
            do throws(ShardMergeError) {
                results.set(.success(try ShardStreamScanner.scan(path: paths[position], readsPlan: position == 0)), at: position)
            } catch {
                results.set(.failure(error), at: position)
            }
        }
        return try results.indexes()
    }

    /// Each stream's outcome, filled in by whichever thread read it.
    private final class Results: @unchecked Sendable {
        // Sendable by `lock`, under which every slot is written and read.
        private let lock = NSLock()
        private var slots: [Result<ShardIndex, ShardMergeError>?]

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }

        func set(_ result: Result<ShardIndex, ShardMergeError>, at position: Int) {
            lock.lock()
            slots[position] = result
            lock.unlock()
        }

        func indexes() throws(ShardMergeError) -> [ShardIndex] {
            lock.lock()
            defer { lock.unlock() }
            var indexes: [ShardIndex] = []
            for slot in slots {
                switch slot {
                case .success(let index)?: indexes.append(index)
                case .failure(let error)?: throw error
                case nil: throw ShardMergeError("a stream was not read")
                }
            }
            return indexes
        }
    }
}
