import XCTest
@testable import Tidewater

final class TideFormatterTests: XCTestCase {
    func testFeetRoundedToOneDecimal() {
        XCTAssertEqual(TideFormatter().height(feet: 5.46), "5.5 ft")
    }
}
