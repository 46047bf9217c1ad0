import XCTest
import CoreLocation
@testable import WayfarerCore

final class SimulatedLocationDriverTests: XCTestCase {
    func testPuckAdvancesAlongStraightRoute() throws {
        let route = try RouteFixture.load("straight-1km")
        let driver = SimulatedLocationDriver(route: route, clock: ManualTickClock())
        driver.tick(seconds: 10)
        XCTAssertGreaterThan(driver.distanceTravelled, 0)
    }

    func testPuckMovesWhenSegmentTravelTimeIsZero() throws {
        // segment 14 of the fixture repeats a coordinate and carries expectedTravelTime 0
        let route = try RouteFixture.load("ferry-terminal-duplicate-vertex")
        let driver = SimulatedLocationDriver(route: route, clock: ManualTickClock())
        driver.jump(toSegment: 14)
        driver.tick(seconds: 5)
        XCTAssertGreaterThan(driver.distanceTravelled, driver.distance(atSegment: 14))
    }
}
