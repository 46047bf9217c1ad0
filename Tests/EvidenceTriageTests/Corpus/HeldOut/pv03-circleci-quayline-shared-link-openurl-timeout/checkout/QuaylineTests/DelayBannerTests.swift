import XCTest
@testable import Quayline

final class DelayBannerTests: XCTestCase {
    func testBannerHiddenWhenOnTime() {
        XCTAssertFalse(DelayBanner(delayMinutes: 0).isVisible)
    }
}
