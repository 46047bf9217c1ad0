import BackgroundTasks
import XCTest
@testable import Kestrel

/// Hosted in Kestrel.app; AppDelegate registers DepartureRefresh at launch.
final class DepartureRefreshTests: XCTestCase {
    override func tearDown() {
        BGTaskScheduler.shared.cancelAllTaskRequests()
        super.tearDown()
    }

    func testSchedulingRefreshSubmitsRequest() throws {
        XCTAssertNoThrow(try DepartureRefresh.schedule())
    }

    func testEarliestBeginDateIsFifteenMinutesOut() throws {
        let now = Date(timeIntervalSince1970: 1_747_648_800)
        let request = BGAppRefreshTaskRequest(identifier: DepartureRefresh.identifier)
        request.earliestBeginDate = now.addingTimeInterval(15 * 60)
        XCTAssertEqual(request.earliestBeginDate?.timeIntervalSince(now), 900)
    }
}
