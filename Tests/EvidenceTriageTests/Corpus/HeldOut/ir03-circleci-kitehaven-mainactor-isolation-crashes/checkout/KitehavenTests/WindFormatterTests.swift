import XCTest
@testable import Kitehaven

final class WindFormatterTests: XCTestCase {
    func testKnotsRoundToWholeNumbers() {
        XCTAssertEqual(WindFormatter.speed(knots: 17.6), "18 kn")
        XCTAssertEqual(WindFormatter.speed(knots: 9.2), "9 kn")
    }
}
