import BackgroundTasks
import XCTest
@testable import Fieldnote

final class NightlySyncSchedulingTests: XCTestCase {
    func testNightlySyncRequestIsPendingAfterBackgrounding() async {
        BackgroundTasksCoordinator.shared.scheduleNightlySync()
        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        XCTAssertEqual(pending.map(\.identifier), ["com.fieldnote.app.nightly-sync"])
    }
}
