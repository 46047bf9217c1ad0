import SnapshotTesting
import SwiftUI
import XCTest
@testable import Quire

final class OfflineBannerSnapshotTests: XCTestCase {
    func testOfflineBannerShowsLastSync() {
        let banner = OfflineBannerView(lastSync: Date(timeIntervalSinceNow: -2 * 3600))
            .frame(width: 390)
        withSnapshotTesting(record: SnapshotConfig.record) {
            assertSnapshot(of: banner, as: .image(precision: SnapshotConfig.precision,
                                                  perceptualPrecision: SnapshotConfig.perceptualPrecision,
                                                  layout: .device(config: SnapshotConfig.device)))
        }
    }
}
