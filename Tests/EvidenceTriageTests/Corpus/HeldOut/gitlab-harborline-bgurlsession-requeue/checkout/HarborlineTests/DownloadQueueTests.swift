import Foundation
import Testing
@testable import Harborline

/// Episode downloads run on a background URLSession so they finish while the app is suspended.
@Suite("Download queue", .serialized)
struct DownloadQueueTests {
    @Test func enqueueCreatesOneDownloadTask() async throws {
        let queue = DownloadQueue(sessionIdentifier: "fm.harborline.tests.dl.\(UUID().uuidString)")
        defer { queue.invalidateAndCancel() }
        queue.enqueue(EpisodeFixture.episode42)
        let tasks = await queue.session.allTasks
        #expect(tasks.count == 1)
    }

    @Test func relaunchDoesNotDuplicateTasks() async throws {
        let identifier = "fm.harborline.tests.dl.\(UUID().uuidString)"
        let first = DownloadQueue(sessionIdentifier: identifier)
        first.enqueue(EpisodeFixture.episode42)
        // Simulate a relaunch: drop the queue object but leave the background session's tasks alive,
        // then reconnect a fresh queue to the same identifier, as the app does at launch.
        first.detachWithoutCancelling()
        let second = DownloadQueue(sessionIdentifier: identifier)
        defer { second.invalidateAndCancel() }
        await second.restore()
        second.enqueue(EpisodeFixture.episode42)   // user taps Download again after relaunch
        let tasks = await second.session.allTasks
        #expect(tasks.count == 1)
    }
}
