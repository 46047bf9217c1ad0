import iOSSnapshotTestCase
import XCTest
@testable import Glade

final class RefreshBannerSnapshotTests: FBSnapshotTestCase {
    override func setUp() {
        super.setUp()
        recordMode = false
    }

    func testBannerCollapsedWhileSyncing() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let banner = RefreshBannerView(frame: .zero)
        host.addSubview(banner)
        banner.frame = CGRect(x: 0, y: 0, width: 390, height: 64)
        FBSnapshotVerifyView(banner)
    }

    func testBannerExpandedAfterSync() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let banner = RefreshBannerView(frame: .zero)
        banner.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: host.topAnchor),
            banner.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: host.trailingAnchor),
        ])
        banner.showSummary("214 photos backed up · 3 skipped (iCloud only)")
        host.layoutIfNeeded()
        FBSnapshotVerifyView(banner)
    }
}
