import XCTest
@testable import Sorrel

final class UsageCardViewTests: XCTestCase {
    func testPercentLabel() {
        let card = UsageCardView(model: .init(used: 73, limit: 100))
        XCTAssertEqual(card.percentLabel.text, "73%")
    }
}
