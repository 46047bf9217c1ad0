import XCTest
import SnapshotTesting
@testable import Runner

final class TrailMapSnapshotTests: XCTestCase {
    func testOfflineBadge() {
        let badge = OfflineBadgeView(state: .downloaded(sizeMB: 48))
        badge.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        assertSnapshot(matching: badge, as: .image)
    }

    func testElevationLegend() {
        let legend = ElevationLegendView(range: 220...1480)
        legend.frame = CGRect(x: 0, y: 0, width: 320, height: 64)
        assertSnapshot(matching: legend, as: .image)
    }
}
