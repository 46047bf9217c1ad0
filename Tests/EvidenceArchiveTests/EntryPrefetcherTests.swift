@testable import EvidenceArchive
@testable import EvidenceCore
import EvidenceTestSupport
import Foundation
import Testing

/// collect's readers ahead of the writer (issue 28's audit, part 3): a stop must end the workers
/// whatever they wait for.
@Suite struct EntryPrefetcherTests {
    /// The audit's hang: files swapped for FIFOs and links while collect ran made it restart; the
    /// restart stopped the prefetcher while its workers waited for a free channel (the caller no longer
    /// took them), and `stop()` set the flag without waking them: every thread waited forever, 18 runs
    /// in 20. Here the workers fill every channel, nobody drains them, and `stop()` must return.
    @Test func stopEndsWorkersWaitingForAFreeChannel() throws {
        let directory = try TemporaryDirectory()
        let planned = try (0..<10).map { index in
            let path = try directory.write("in/f\(index).log", "Test Case 'a' passed.\n")
            return PlannedEntry(archivePath: "logs/f\(index).log", kind: .log, sourcePath: path, size: 22, isBundleMember: false)
        }
        let prefetcher = try #require(
            EntryPrefetcher(
                planned: planned, identities: Array(repeating: nil, count: planned.count), workers: 2, binarySecrets: .withhold,
                spoolDirectory: directory.path, displayPath: "run.tgz"))
        let filled = Date().addingTimeInterval(10)
        while prefetcher.openChannels < EntryPrefetcher.maximumOpen, Date() < filled { usleep(1000) }
        #expect(prefetcher.openChannels == EntryPrefetcher.maximumOpen)
        // Both workers are now waiting for a channel to be taken; give them a moment to be asleep.
        usleep(20_000)

        let stopped = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            prefetcher.stop()
            stopped.signal()
        }
        #expect(stopped.wait(timeout: .now() + 10) == .success, "stop() never returned: its workers were left waiting")
    }
}
