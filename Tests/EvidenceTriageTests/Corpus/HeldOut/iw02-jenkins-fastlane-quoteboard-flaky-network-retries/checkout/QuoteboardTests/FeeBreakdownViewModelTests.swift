import XCTest
@testable import Quoteboard

final class FeeBreakdownViewModelTests: XCTestCase {
    func testZeroSpread() {
        XCTAssertEqual(FeeBreakdownViewModel(spread: 0).spreadText, "0.00%")
    }

    func testSpreadPercentShowsThreeDecimals() {
        // Regulatory disclosure: spreads are shown to a thousandth of a percent.
        XCTAssertEqual(FeeBreakdownViewModel(spread: Decimal(string: "0.00875")!).spreadText, "0.875%")
    }
}
