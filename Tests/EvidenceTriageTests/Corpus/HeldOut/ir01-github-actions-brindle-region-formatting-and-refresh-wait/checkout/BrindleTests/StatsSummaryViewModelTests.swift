import XCTest
@testable import Brindle

final class StatsSummaryViewModelTests: XCTestCase {
    func testHeroNumbersAreFormatted() {
        let viewModel = StatsSummaryViewModel(summary: StatsSummary(transactions: 10_000, spentCents: 1_250_000,
                                                                   categories: 1_250_000))

        XCTAssertEqual(viewModel.transactionsText, "10,000")
        XCTAssertEqual(viewModel.categoriesText, "1.25M")
    }

    func testSmallNumbersAreNotAbbreviated() {
        let viewModel = StatsSummaryViewModel(summary: StatsSummary(transactions: 42, spentCents: 900, categories: 3))

        XCTAssertEqual(viewModel.transactionsText, "42")
    }
}
