import XCTest
import BackgroundTasks
@testable import Framewise

@available(iOS 26.0, *)
final class ThumbnailBatchTests: XCTestCase {

    /// Device-only: a queued continued-processing task should start promptly
    /// while the app is in the foreground.
    func testQueuedBatchStartsWithinTenSeconds() throws {
        let generator = RecordingThumbnailGenerator()
        let started = expectation(description: "thumbnail batch launch handler ran")
        generator.onRun = { started.fulfill() }

        try ThumbnailBatchScheduler(generator: generator).enqueue(batchID: UUID(), clipCount: 12)

        wait(for: [started], timeout: 10)
    }
}
