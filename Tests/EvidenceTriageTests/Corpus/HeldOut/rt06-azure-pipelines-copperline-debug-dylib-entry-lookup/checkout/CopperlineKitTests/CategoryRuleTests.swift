import XCTest
@testable import CopperlineKit

final class CategoryRuleTests: XCTestCase {
    func testMerchantRuleMatchesCaseInsensitive() {
        let rule = CategoryRule(merchantContains: "tesco", category: .groceries)
        XCTAssertEqual(rule.category(for: Transaction(merchant: "TESCO STORES 2231", amount: -12.40)), .groceries)
    }
}
