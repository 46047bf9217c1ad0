import FBSnapshotTestCase
@testable import Vesper

final class FolderBadgeSnapshotTests: FBSnapshotTestCase {
    override func setUp() {
        super.setUp()
        recordMode = false
        VesperAppearance.apply()   // UIAppearance proxies, as at launch
    }

    func testBadgeWithLongTitle() {
        let badge = FolderBadgeView(frame: CGRect(x: 0, y: 0, width: 180, height: 32))
        badge.configure(title: "Quarterly reports (archived)", count: 128)
        FBSnapshotVerifyView(badge)
    }
}
