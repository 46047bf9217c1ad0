import XCTest
@testable import Tidewright

final class TideAlertActivityControllerTests: XCTestCase {
    func testStartsTideAlertActivity() {
        let controller = TideAlertActivityController()
        XCTAssertNoThrow(try controller.start(harbour: "Cuxhaven", highWater: Date(timeIntervalSinceNow: 3_600)))
        XCTAssertNotNil(controller.current)
    }
}
