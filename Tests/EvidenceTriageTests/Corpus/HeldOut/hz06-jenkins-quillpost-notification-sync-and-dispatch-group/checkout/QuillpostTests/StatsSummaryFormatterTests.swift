import XCTest
@testable import Quillpost

final class StatsSummaryFormatterTests: XCTestCase {
    func testZeroVisitors() {
        XCTAssertEqual(StatsSummaryFormatter.viewsPerVisitor(views: 10, visitors: 0), "0")
    }

    /// Runs in both test-plan configurations (English and German).
    func testViewsPerVisitorUsesLocaleDecimalSeparator() {
        let expected = (2.5).formatted(.number.precision(.fractionLength(1)))   // "2.5" / "2,5"
        XCTAssertEqual(StatsSummaryFormatter.viewsPerVisitor(views: 25, visitors: 10), expected)
    }
}
