import XCTest
@testable import Stepwise

final class StepFormatterTests: XCTestCase {
    func testThousandsSeparator() {
        let f = StepFormatter(locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(f.string(for: 12480), "12.480 Schritte")
    }

    func testZeroSteps() {
        XCTAssertEqual(StepFormatter(locale: Locale(identifier: "en_US")).string(for: 0), "0 steps")
    }
}
