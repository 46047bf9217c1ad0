import BackgroundTasks
import XCTest
@testable import ambit

/// The scheduler lives in @ambit/ns-bg-sync (native part); this target links it
/// into the NativeScript app so it runs against the merged, built Info.plist.
final class SyncSchedulerTests: XCTestCase {
    override func tearDown() {
        BGTaskScheduler.shared.cancelAllTaskRequests()
        super.tearDown()
    }

    func testSubmitsRefreshRequest() {
        XCTAssertNoThrow(try AMBSyncScheduler.shared.submitRefresh(earliestIn: 15 * 60))
    }

    func testSubmitsProcessingUpload() {
        XCTAssertNoThrow(try AMBSyncScheduler.shared.submitUpload(requiresNetwork: true))
    }
}
