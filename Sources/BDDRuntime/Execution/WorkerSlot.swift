/// Which of the run's workers a process is, and how many the run may start: `BDD_WORKER_ID` (from 0) and
/// `BDD_WORKER_COUNT` in a worker's environment. A worker that replaces a crashed one takes the same slot.
struct WorkerSlot: Equatable, Sendable {
    static let idVariable = "BDD_WORKER_ID"
    static let countVariable = "BDD_WORKER_COUNT"
    /// An in-process run: the one worker there is.
    static let inProcess = WorkerSlot(id: 0, count: 1)

    let id: Int
    let count: Int

    init(id: Int, count: Int) {
        self.id = id
        self.count = count
    }

    /// The slot `environment` names; nil when it names none, or one that makes no sense.
    init?(environment: [String: String]) {
        guard let id = environment[Self.idVariable].flatMap(Int.init), let count = environment[Self.countVariable].flatMap(Int.init),
              id >= 0, id < count else { return nil }
        self.init(id: id, count: count)
    }

    /// The variables that tell a worker its slot.
    var environment: [String: String] {
        [Self.idVariable: String(id), Self.countVariable: String(count)]
    }
}
