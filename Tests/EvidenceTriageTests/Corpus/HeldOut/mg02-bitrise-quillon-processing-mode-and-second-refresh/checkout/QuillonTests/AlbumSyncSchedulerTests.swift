import XCTest
import BackgroundTasks
@testable import Quillon

final class AlbumSyncSchedulerTests: XCTestCase {
    override func setUp() {
        BGTaskScheduler.shared.cancelAllTaskRequests()
        setenv("EVIDENCE_TEST_ID", "AlbumSyncSchedulerTests/" + name.components(separatedBy: " ").last!.dropLast(), 1)
    }

    func testSubmitsAlbumSyncProcessingRequest() throws {
        let scheduler = BackgroundScheduler(scheduler: .shared, recorder: .shared)
        XCTAssertNoThrow(try scheduler.submitAlbumSync())
    }
}
