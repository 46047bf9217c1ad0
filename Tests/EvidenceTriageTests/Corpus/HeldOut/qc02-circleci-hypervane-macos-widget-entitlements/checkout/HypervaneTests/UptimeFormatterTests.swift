import XCTest
@testable import Hypervane

final class UptimeFormatterTests: XCTestCase {
    func testMinutesOnly() {
        XCTAssertEqual(UptimeFormatter.string(seconds: 540), "9m")
    }

    func testDaysAndHours() {
        XCTAssertEqual(UptimeFormatter.string(seconds: 3 * 86_400 + 5 * 3_600 + 120), "3d 5h")
    }
}
