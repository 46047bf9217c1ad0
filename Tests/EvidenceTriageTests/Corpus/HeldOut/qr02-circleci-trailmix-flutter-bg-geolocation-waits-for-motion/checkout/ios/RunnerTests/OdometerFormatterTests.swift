import XCTest
@testable import Runner

final class OdometerFormatterTests: XCTestCase {
    func testZero() {
        XCTAssertEqual(OdometerFormatter.kilometres(0), "0.0 km")
    }

    func testKilometresRoundToOneDecimal() {
        XCTAssertEqual(OdometerFormatter.kilometres(12_460), "12.5 km")
    }
}
