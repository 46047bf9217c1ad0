import XCTest
import SnapshotTesting

final class AccountSummarySnapshotTests: XCTestCase {
    func testSummaryCardDarkMode() {
        let card = AccountSummaryCard(model: .fixture(balance: 1_204.55))
        card.overrideUserInterfaceStyle = .dark
        assertSnapshot(of: card, as: .image(precision: 0.99))
    }
}
