import XCTest
@testable import WayfarerCore

final class RerouteSimulationTests: XCTestCase {
    func testResumesFromClosestCoordinateOnAlternative() throws {
        let main = try RouteFixture.load("bridge-main")
        let alternative = try RouteFixture.load("bridge-alternative")
        let driver = RouteSimulation(route: main)
        driver.advance(meters: 2_100)
        driver.switchTo(alternative)
        XCTAssertEqual(driver.currentDistance, 1_840, accuracy: 25)
    }
}
