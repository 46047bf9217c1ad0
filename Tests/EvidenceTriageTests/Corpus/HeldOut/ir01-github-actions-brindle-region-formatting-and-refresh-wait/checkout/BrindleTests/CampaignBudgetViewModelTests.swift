import XCTest
@testable import Brindle

final class CampaignBudgetViewModelTests: XCTestCase {
    func testProgressAndContributionLines() {
        let viewModel = CampaignBudgetViewModel(campaign: SavingsCampaign(name: "Holiday", goal: 2000,
                                                                         saved: Decimal(string: "1250.5")!,
                                                                         contributions: 1_204))

        XCTAssertEqual(viewModel.progressLine, "1,250.50 of 2,000.00 saved")
        XCTAssertEqual(viewModel.contributionsLine, "1,204 contributions")
    }
}
