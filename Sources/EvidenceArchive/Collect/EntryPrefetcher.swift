import EvidenceCore
import EvidenceRedaction
import Foundation

/// Small files read, hashed and scanned ahead on worker threads while the caller writes earlier
/// entries (and streams the large files itself), so scanning and hashing overlap compression on
/// both cores. Each file is still read once: a worker keeps a small file's stored bytes in memory
/// (`PreparedEntry`) until the caller writes them, in planned order — the archive's bytes do not
/// depend on the number of workers. Memory is bounded: at most `budget` bytes of files are ahead.
final class EntryPrefetcher: @unchecked Sendable {
    /// Files up to this size (at planning) are read ahead; larger ones are streamed by the caller.
    static let smallFileLimit: Int64 = 1 << 20
    /// Readers ahead: two keep up with any compressor here; each more holds memory (a thread's heap).
    static let maximumWorkers = 2
    /// How many bytes of files may be read ahead of the caller.
    static let budget: Int64 = 4 << 20

    private let planned: [PlannedEntry]
    private let identities: [FileIdentity?]
    private let binarySecrets: BinarySecretsPolicy
    private let spoolDirectory: String
    private let displayPath: String
    private let condition = NSCondition()
    private var nextIndex = 0
    private var ahead: Int64 = 0
    private var results: [Int: Result<PreparedEntry, Error>] = [:]
    private var isStopped = false
    private var running = 0

    init(planned: [PlannedEntry], identities: [FileIdentity?], workers: Int, binarySecrets: BinarySecretsPolicy, spoolDirectory: String, displayPath: String) {
        self.planned = planned
        self.identities = identities
        self.binarySecrets = binarySecrets
        self.spoolDirectory = spoolDirectory
        self.displayPath = displayPath
        running = workers
        for index in 0..<workers {
            let thread = Thread { [self] in work() }
            thread.name = "evidence-read-\(index)"
            thread.start()
        }
    }

    func isSmall(_ index: Int) -> Bool {
        size(index) <= Self.smallFileLimit
    }

    private func size(_ index: Int) -> Int64 {
        identities[index]?.size ?? planned[index].size
    }

    /// The prepared entry of a small file, waiting for a worker to finish it.
    func take(_ index: Int) throws -> PreparedEntry {
        condition.lock()
        defer { condition.unlock() }
        while results[index] == nil { condition.wait() }
        let result = results.removeValue(forKey: index)!
        ahead -= size(index)
        condition.broadcast()
        return try result.get()
    }

    /// Stops the workers (after the file each is reading) and waits for them.
    func stop() {
        condition.lock()
        isStopped = true
        condition.broadcast()
        while running > 0 { condition.wait() }
        condition.unlock()
    }

    /// The next small file in planned order, once the budget allows it (always, when nothing is
    /// ahead); nil once stopped or done. The lock must be held.
    private func claim() -> Int? {
        while !isStopped {
            while nextIndex < planned.count, !isSmall(nextIndex) { nextIndex += 1 }
            guard nextIndex < planned.count else { return nil }
            let size = max(size(nextIndex), 0)
            if ahead == 0 || ahead + size <= Self.budget {
                ahead += size
                nextIndex += 1
                return nextIndex - 1
            }
            condition.wait()
        }
        return nil
    }

    private func work() {
        condition.lock()
        while let index = claim() {
            condition.unlock()
            let result = Result { try prepare(index) }
            condition.lock()
            results[index] = result
            condition.broadcast()
        }
        running -= 1
        condition.broadcast()
        condition.unlock()
    }

    private func prepare(_ index: Int) throws -> PreparedEntry {
        let entry = PreparedEntry(spoolDirectory: spoolDirectory, displayPath: displayPath)
        entry.measured = try Collector.collectEntry(planned[index], expected: identities[index], into: entry, binarySecrets: binarySecrets)
        return entry
    }
}
