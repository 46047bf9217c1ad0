import XCTest
import BackgroundTasks
@testable import Tidepool

final class MeterUploadSchedulerTests: XCTestCase {
    func testUploadRequestRequiresNetwork() {
        let request = MeterUploadScheduler.makeRequest()
        XCTAssertTrue(request.requiresNetworkConnectivity)
        XCTAssertFalse(request.requiresExternalPower)
    }

    func testSubmitUploadRequestSucceeds() {
        let scheduler = MeterUploadScheduler(scheduler: BGTaskScheduler.shared)
        XCTAssertNoThrow(try scheduler.submitNextUpload())
        XCTAssertEqual(scheduler.pendingIdentifiers, ["com.tidepool.meter.upload"])
    }
}
