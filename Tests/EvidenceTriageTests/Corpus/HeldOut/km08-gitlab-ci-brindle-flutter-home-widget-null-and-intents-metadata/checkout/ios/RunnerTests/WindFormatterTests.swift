import XCTest
@testable import Runner

final class WindFormatterTests: XCTestCase {
    func testBeaufortForTwentyKnots() {
        // 17–21 kn is Beaufort 5 ("fresh breeze").
        XCTAssertEqual(WindFormatter.beaufort(knots: 20), 5)
    }

    func testHurricaneForce() {
        XCTAssertEqual(WindFormatter.beaufort(knots: 70), 12)
    }
}
