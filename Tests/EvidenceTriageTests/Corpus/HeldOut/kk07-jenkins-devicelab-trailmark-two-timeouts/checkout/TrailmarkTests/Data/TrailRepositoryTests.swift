import Dependencies
import XCTest
@testable import Trailmark

final class TrailRepositoryTests: XCTestCase {
    /// The map screen refreshes saved trails from a background queue while the main thread is
    /// busy laying out the route overlay; the refresh must still complete.
    func testRefreshFromBackgroundThreadCompletes() {
        let repository = TrailRepository()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
            repository.refreshSavedTrails()          // reads @Dependency(\.trailAPI) off the main thread
            group.leave()
        }
        RouteOverlayLayout.performHeavyLayout()      // main thread busy, then touches @Dependency(\.date)
        group.wait()
        XCTAssertEqual(repository.savedTrails.count, 12)
    }
}
