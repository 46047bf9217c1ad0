import Testing
import Foundation
@testable import Tidewave

struct EpisodeCacheCleanupTests {
    let dir: URL = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)

    init() throws {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data().write(to: dir.appendingPathComponent("ep-220.mp3"))
        try Data().write(to: dir.appendingPathComponent("ep-221.partial"))
    }

    @Test func removesEpisodesOlderThanCutoff() throws {
        try EpisodeCacheCleanup(directory: dir).run(olderThan: Date(timeIntervalSinceNow: 60))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("ep-220.mp3").path))
    }

    @Test func cleanupRemovesPartialFilesAfterExpiration() throws {
        let cleanup = EpisodeCacheCleanup(directory: dir)
        cleanup.cancel()   // expiration handler fired
        try cleanup.run(olderThan: Date(timeIntervalSinceNow: 60))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".partial") }
        #expect(leftovers.isEmpty)
    }

    @Test func successMarkerNotWrittenWhenCancelled() throws {
        let cleanup = EpisodeCacheCleanup(directory: dir)
        cleanup.cancel()
        try cleanup.run(olderThan: Date(timeIntervalSinceNow: 60))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent(".cleanup-success").path))
    }
}
