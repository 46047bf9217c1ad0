import SnapshotTesting
import XCTest
@testable import Pennywise

final class DashboardSnapshotTests: XCTestCase {
    func testDashboardCardLightMode() {
        let vc = DashboardViewController(model: .fixture(month: "2026-11"))
        vc.overrideUserInterfaceStyle = .light
        // Renders at the size of whichever simulator runs the test.
        assertSnapshot(of: vc, as: .image)
    }
}
