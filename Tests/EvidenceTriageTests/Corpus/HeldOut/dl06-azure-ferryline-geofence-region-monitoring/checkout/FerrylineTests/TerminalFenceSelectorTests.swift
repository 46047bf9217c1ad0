import XCTest
import CoreLocation
@testable import Ferryline

final class TerminalFenceSelectorTests: XCTestCase {
    func testSelectsAtMostTwentyRegions() {
        let routes = Route.fixtureAllPugetSound()          // 31 terminals
        let fences = TerminalFenceSelector().fences(for: routes, near: CLLocation(latitude: 47.60, longitude: -122.34))
        // iOS monitors at most 20 regions per app; we keep one slot for the home fence.
        XCTAssertLessThanOrEqual(fences.count, 19)
    }
}
