import XCTest
@testable import Podwave

class DurationFormatterTests: XCTestCase {
    func testHoursOmittedUnderOneHour() {
        XCTAssertEqual(DurationFormatter.string(seconds: 2_710), "45:10")
    }
}
