import XCTest
import BackgroundTasks
@testable import Runner

final class BackgroundRefreshTests: XCTestCase {

    func testRefreshIdentifierIsStable() {
        XCTAssertEqual(AppDelegate.berthRefreshTaskId, "com.dockside.berths.refresh")
    }

    func testScheduleAppRefreshSubmitsRequest() {
        let appDelegate = try! XCTUnwrap(UIApplication.shared.delegate as? AppDelegate)

        let submitted = appDelegate.scheduleAppRefresh()

        XCTAssertTrue(submitted, "app refresh request must be accepted by BGTaskScheduler")
    }
}
