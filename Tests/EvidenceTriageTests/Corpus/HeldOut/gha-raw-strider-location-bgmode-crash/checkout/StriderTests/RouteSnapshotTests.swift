import SnapshotTesting
import XCTest
@testable import Strider

final class RouteSnapshotTests: XCTestCase {
    func testRouteOverlayMatchesReference() {
        let view = RouteOverlayView(route: .fixture(named: "riverside-10k"), style: .standard)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 240)
        assertSnapshot(of: view, as: .image(precision: 1.0))
    }
}
