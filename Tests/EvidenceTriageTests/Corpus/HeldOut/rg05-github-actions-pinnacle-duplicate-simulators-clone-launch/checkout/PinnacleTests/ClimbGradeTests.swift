import XCTest
@testable import Pinnacle

final class ClimbGradeTests: XCTestCase {
    func testGradeOrdering() {
        XCTAssertLessThan(ClimbGrade.index("6c+")!, ClimbGrade.index("7a")!)
    }

    func testUnknownGradeRejected() {
        XCTAssertNil(ClimbGrade.index("4c"), "grades below 5a are not in the scale")
    }
}
