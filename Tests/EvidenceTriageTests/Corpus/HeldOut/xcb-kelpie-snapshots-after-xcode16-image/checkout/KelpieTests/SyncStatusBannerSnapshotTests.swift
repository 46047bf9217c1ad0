import SnapshotTesting
import XCTest
@testable import Kelpie

/// Text snapshots of the banner model shown while the background timetable sync has pending uploads.
final class SyncStatusBannerSnapshotTests: XCTestCase {
    func testSyncedBanner() {
        let model = SyncStatusBanner.Model(state: .synced(lastSync: .fixture), pendingUploads: 0)
        assertSnapshot(of: model, as: .dump)
    }

    func testOfflineBannerShowsPendingCount() {
        let model = SyncStatusBanner.Model(state: .offline, pendingUploads: 3)
        assertSnapshot(of: model, as: .dump)
    }
}
