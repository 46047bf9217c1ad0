import XCTest
@testable import Homestead

final class MotionSensorTests: XCTestCase {
    func testActivitySensorReportsAuthorized() {
        // CI grants Motion & Fitness before the run: `xcrun simctl privacy booted grant motion com.homestead.companion`
        XCTAssertEqual(MotionSensor().status.rawValue, "authorized")
    }
}
