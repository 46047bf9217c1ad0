import CoreLocation
import XCTest
@testable import Trailmark

final class BeaconRegionMonitorTests: XCTestCase {
    private let siteA = CLBeaconRegion(uuid: UUID(uuidString: "B9407F30-F5F8-466E-AFF9-25556B57FE6D")!,
                                       major: 12, identifier: "site-0412")
    private let siteB = CLBeaconRegion(uuid: UUID(uuidString: "B9407F30-F5F8-466E-AFF9-25556B57FE6D")!,
                                       major: 19, identifier: "site-0419")

    func testStartMonitorsEverySiteRegion() {
        let monitor = BeaconRegionMonitor()
        monitor.start(regions: [siteA, siteB])
        XCTAssertEqual(monitor.monitoredSiteIDs, ["site-0412", "site-0419"])
    }

    func testNoRegionsBeforeStart() {
        XCTAssertTrue(BeaconRegionMonitor().monitoredSiteIDs.isEmpty)
    }
}
