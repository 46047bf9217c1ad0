import XCTest
@testable import Tidemark

final class TideAlertRefreshTests: XCTestCase {
    func testScheduleSubmitsHourlyRefresh() throws {
        TideAlertRefresh.register()
        XCTAssertNoThrow(try TideAlertRefresh.schedule(after: 3600))
    }
}
