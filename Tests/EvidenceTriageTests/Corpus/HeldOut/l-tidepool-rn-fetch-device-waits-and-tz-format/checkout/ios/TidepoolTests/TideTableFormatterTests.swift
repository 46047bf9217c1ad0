import XCTest
@testable import Tidepool

final class TideTableFormatterTests: XCTestCase {
    func testHeightUsesOneDecimal() {
        XCTAssertEqual(TideTableFormatter.height(1.2345), "1.2 m")
    }

    func testHighTideLabelIsLocalTime() {
        // 2026-08-13T05:42:00Z, high water at Port Ellery
        let date = Date(timeIntervalSince1970: 1_786_599_720)
        let label = TideTableFormatter.highTideLabel(for: date)
        XCTAssertEqual(label, "High 05:42")
    }
}
