import XCTest
import BackgroundTasks
@testable import Quartz

final class UploadTaskTests: XCTestCase {
    func testUploadBatchesOriginalsByAlbum() {
        let batches = UploadPlanner.batches(for: Fixtures.library(albums: 3, photos: 40))
        XCTAssertEqual(batches.count, 3)
    }

    /// Uses BGTaskScheduler's debug hooks (launch, then expiration) on the lab phone.
    func testExpirationCompletesTask() throws {
        let completed = expectation(description: "upload task completed after expiration")
        UploadTaskHandler.shared.onCompleted = { success in
            XCTAssertFalse(success)
            completed.fulfill()
        }
        try UploadScheduler.shared.submit(earliestBegin: Date())
        DebugBGTasks.simulateLaunch(UploadScheduler.identifier)
        DebugBGTasks.simulateExpiration(UploadScheduler.identifier, after: 2)
        wait(for: [completed], timeout: 10)
    }
}
