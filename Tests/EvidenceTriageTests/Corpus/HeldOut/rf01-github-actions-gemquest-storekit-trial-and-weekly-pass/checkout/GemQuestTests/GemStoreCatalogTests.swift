import XCTest
@testable import GemQuest

final class GemStoreCatalogTests: XCTestCase {
    func testStarterBundleGems() {
        XCTAssertEqual(GemBundle.starter.totalGems, 120)
    }

    func testMegaBundleIncludesBonusGems() {
        // 1,000 base gems + 50 % bonus
        XCTAssertEqual(GemBundle.mega.totalGems, 1500)
    }
}
