import XCTest
@testable import Runner

final class AlertCopyTests: XCTestCase {
    func testLowTideTitleIncludesStation() {
        XCTAssertEqual(AlertCopy.lowTideTitle(station: "Pier 39", time: "06:42"), "Low tide at Pier 39 · 06:42")
    }

    func testBodyUsesOneDecimal() {
        XCTAssertEqual(AlertCopy.lowTideBody(heightMetres: -0.34), "0.3 m below chart datum")
    }
}
