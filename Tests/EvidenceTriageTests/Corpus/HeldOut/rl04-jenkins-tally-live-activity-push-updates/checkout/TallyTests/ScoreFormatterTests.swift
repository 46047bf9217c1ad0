import XCTest
@testable import Tally

final class ScoreFormatterTests: XCTestCase {
    func testOvertimeSuffix() {
        XCTAssertEqual(ScoreFormatter.display(home: 3, away: 2, period: .overtime), "3-2 OT")
    }
}
