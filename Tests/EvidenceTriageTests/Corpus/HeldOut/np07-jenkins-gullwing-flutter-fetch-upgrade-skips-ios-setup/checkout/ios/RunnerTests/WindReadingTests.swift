import XCTest
@testable import Runner

final class WindReadingTests: XCTestCase {
    func testBeaufortForce7() {
        XCTAssertEqual(WindReading(knots: 30).beaufort, 7)
    }
}
