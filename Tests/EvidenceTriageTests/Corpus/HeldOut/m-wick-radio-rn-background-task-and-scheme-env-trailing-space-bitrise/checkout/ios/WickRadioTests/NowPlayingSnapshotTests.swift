import XCTest
import iOSSnapshotTestCase
@testable import WickRadio

final class NowPlayingSnapshotTests: FBSnapshotTestCase {
    override func setUp() {
        super.setUp()
        recordMode = false
    }

    func testNowPlayingCard() {
        let view = NowPlayingCardView(show: Fixtures.lateShow)
        view.frame = CGRect(x: 0, y: 0, width: 375, height: 120)
        FBSnapshotVerifyView(view)
    }
}
