import XCTest
import SnapshotTesting
@testable import Rook

final class RouteSnapshotTests: XCTestCase {
    func testSnapshotMatchesReference() {
        let view = RouteSummaryView(route: Fixtures.route("commute"))
        assertSnapshot(of: view, as: .image(precision: 0.99))
    }
}
