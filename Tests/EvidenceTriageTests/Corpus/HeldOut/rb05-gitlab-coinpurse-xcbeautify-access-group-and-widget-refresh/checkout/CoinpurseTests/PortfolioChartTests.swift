import XCTest
@testable import Coinpurse

final class PortfolioChartTests: XCTestCase {
    func testRendersEmptyState() {
        let view = PortfolioChartView(points: [])
        view.layoutIfNeeded()
        XCTAssertTrue(view.emptyLabel.isHidden == false)
    }
}
