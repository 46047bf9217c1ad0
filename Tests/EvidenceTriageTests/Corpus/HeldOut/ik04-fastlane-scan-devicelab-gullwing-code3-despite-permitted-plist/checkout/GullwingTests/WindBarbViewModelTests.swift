import XCTest
@testable import Gullwing

final class WindBarbViewModelTests: XCTestCase {
    func testCalmIsZero() {
        XCTAssertEqual(WindBarbViewModel(speedKnots: 1.5).barbKnots, 0)
    }

    func testKnotsRoundToNearestFive() {
        XCTAssertEqual(WindBarbViewModel(speedKnots: 17.5).barbKnots, 20)
    }
}
