import EvidenceCore
import EvidenceRedaction
import Foundation

extension Collector {
    /// Pass 1 (hashing and redaction scanning) over several files at once. Results keep the planned
    /// order, so the manifest and archive bytes do not depend on `threads`; on failure the error is
    /// the one the first failing entry in planned order raises, as a sequential pass would report.
    static func measureConcurrently(_ planned: [PlannedEntry], threads: Int, binarySecrets: BinarySecretsPolicy = .withhold) throws -> [MeasuredEntry] {
        let workers = max(1, min(threads, planned.count))
        if workers == 1 { return try planned.map { try measure($0, binarySecrets: binarySecrets) } }
        // Largest files first, so one big log picked up last does not leave the other workers idle.
        let schedule = planned.indices.sorted { planned[$0].size > planned[$1].size }
        let board = MeasurementBoard(count: planned.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let position = board.takeNext()
                guard position < schedule.count else { return }
                let index = schedule[position]
                board.results.set(index, Result { try measure(planned[index], binarySecrets: binarySecrets) })
            }
        }
        return try board.results.values().map { try $0.get() }
    }
}

/// What the measuring workers share: the next position in the schedule, behind a lock (a handful
/// of operations per file, against hashing the whole file), and each entry's result.
private final class MeasurementBoard: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    let results: OrderedSlots<Result<Collector.MeasuredEntry, Error>>

    init(count: Int) {
        results = OrderedSlots(count: count)
    }

    func takeNext() -> Int {
        lock.lock()
        defer { lock.unlock() }
        next += 1
        return next - 1
    }
}
