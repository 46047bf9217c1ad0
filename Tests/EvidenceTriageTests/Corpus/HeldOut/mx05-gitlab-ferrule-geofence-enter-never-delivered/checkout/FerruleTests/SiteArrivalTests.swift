import XCTest
import CoreLocation
@testable import Ferrule

final class SiteArrivalTests: XCTestCase {
    func testRegionsRegisteredForActiveSites() {
        let monitor = SiteArrivalMonitor(manager: CLLocationManager())
        monitor.start(sites: [.fixtureDepotNorth])
        XCTAssertEqual(monitor.monitoredIdentifiers, ["site.depot-north"])
    }

    func testArrivalFiresWhenSimulatorEntersDepot() {
        let monitor = SiteArrivalMonitor(manager: CLLocationManager())
        let arrived = expectation(description: "didEnterRegion site.depot-north")
        monitor.onArrival = { id in if id == "site.depot-north" { arrived.fulfill() } }
        monitor.start(sites: [.fixtureDepotNorth])
        // CI step runs: xcrun simctl location booted set 53.4084,-2.9916 (inside the 150 m fence)
        SimulatorLocation.request(latitude: 53.4084, longitude: -2.9916)
        wait(for: [arrived], timeout: 120)
    }
}
