import XCTest
@testable import Halyard

final class CallDurationFormatterTests: XCTestCase {
    func testHoursRollover() {
        XCTAssertEqual(CallDurationFormatter().string(from: 3_600), "1:00:00")
    }
}
