import XCTest
import BackgroundTasks
@testable import Marrowby

/// Device-lab only: exercises the real scheduler on the tethered iPhone.
final class UploadTaskDeviceTests: XCTestCase {
    func testQueuedUploadsDrainOvernight() throws {
        let drained = expectation(description: "offline queue drained by com.marrowby.app.upload")
        UploadTask.onCompletion = { success in if success { drained.fulfill() } }
        try UploadTask.submit(earliest: Date(timeIntervalSinceNow: 5 * 60))
        wait(for: [drained], timeout: 900)
    }
}
