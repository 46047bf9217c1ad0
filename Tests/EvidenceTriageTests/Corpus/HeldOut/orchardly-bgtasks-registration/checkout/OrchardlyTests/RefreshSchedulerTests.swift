import XCTest
import BackgroundTasks
@testable import Orchardly

final class RefreshSchedulerTests: XCTestCase {

    func testSubmitAppRefreshSucceeds() {
        XCTAssertNoThrow(try RefreshScheduler().scheduleNextRefresh(after: 15 * 60))
    }
}
