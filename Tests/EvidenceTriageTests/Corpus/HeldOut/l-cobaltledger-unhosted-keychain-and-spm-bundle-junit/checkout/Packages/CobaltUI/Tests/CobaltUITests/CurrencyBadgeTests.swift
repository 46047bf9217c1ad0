import XCTest
@testable import CobaltUI

final class CurrencyBadgeTests: XCTestCase {
    func testBadgeUsesBundledFlagAsset() {
        let badge = CurrencyBadge(code: "NOK")
        XCTAssertNotNil(badge.flagImage)
    }
}
