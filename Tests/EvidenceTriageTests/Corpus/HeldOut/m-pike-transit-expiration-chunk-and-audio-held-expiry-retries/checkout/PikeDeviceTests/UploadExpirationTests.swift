import XCTest
import BackgroundTasks
@testable import Pike

/// Device lab: trip-log upload runs as a BGProcessingTask; expiration is forced with the debug hook.
final class UploadExpirationTests: XCTestCase {
    func testExpirationDoesNotStartNextChunk() throws {
        let uploader = TripLogUploader.shared
        uploader.chunkSize = 256 * 1024
        let expired = expectation(description: "expiration handled")
        uploader.onExpired = { expired.fulfill() }
        try TripLogTask.schedule()
        DebugBGTasks.simulateLaunch(TripLogTask.identifier)
        DebugBGTasks.simulateExpiration(TripLogTask.identifier, after: 1.5)
        wait(for: [expired], timeout: 10)
        RunLoop.current.run(until: Date().addingTimeInterval(2))
        XCTAssertEqual(uploader.startedChunkIndexes, [0, 1], "no chunk may start after expiration")
    }
}
