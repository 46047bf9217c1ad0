import Foundation

extension Collector {
    /// Pass 1 (hashing and redaction scanning) over several files at once. Results keep the planned
    /// order, so the manifest and archive bytes do not depend on `threads`; on failure the error is
    /// the one the first failing entry in planned order raises, as a sequential pass would report.
    static func measureConcurrently(_ planned: [PlannedEntry], threads: Int) throws -> [MeasuredEntry] {
        let workers = max(1, min(threads, planned.count))
        if workers == 1 { return try planned.map(measure) }
        // Largest files first, so one big log picked up last does not leave the other workers idle.
        let schedule = planned.indices.sorted { planned[$0].size > planned[$1].size }
        let results = UnsafeMutableBufferPointer<Result<MeasuredEntry, Error>?>.allocate(capacity: planned.count)
        results.initialize(repeating: nil)
        defer {
            _ = results.deinitialize()
            results.deallocate()
        }
        let lock = NSLock()
        var next = 0
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                lock.lock()
                let position = next
                next += 1
                lock.unlock()
                guard position < schedule.count else { return }
                let index = schedule[position]
                // Each slot is written by exactly one worker.
                results[index] = Result { try measure(planned[index]) }
            }
        }
        return try results.map { try $0!.get() }
    }
}
