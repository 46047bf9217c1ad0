import XCTest
@testable import Marrowby

final class OfflineBannerViewTests: XCTestCase {
    func testBannerHiddenWhenOnline() {
        let view = OfflineBannerView(reachability: StubReachability(isOnline: true))
        view.layoutIfNeeded()
        XCTAssertTrue(view.isHidden)
    }
}
