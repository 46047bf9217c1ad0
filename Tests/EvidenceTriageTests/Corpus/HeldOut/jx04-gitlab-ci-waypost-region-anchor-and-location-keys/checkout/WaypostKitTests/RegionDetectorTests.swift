import XCTest
import CoreLocation
@testable import WaypostKit

final class RegionDetectorTests: XCTestCase {
    let home = CLLocation(latitude: 52.5163, longitude: 13.3777)     // last accepted fix, 17:13 yesterday
    let depot = CLLocation(latitude: 52.4011, longitude: 13.0476)    // where the van is now

    func testWarmStartAnchorsOnFreshFix() async {
        let source = FakeLocationSource(fixes: [(after: 2, depot)])
        let detector = RegionDetector(source: source, clock: TestClock(), state: TrackerState(lastAcceptedLocation: home), log: .null)
        await detector.armStationaryRegion()
        XCTAssertEqual(source.monitoredRegions.first?.centerString, "52.4011,13.0476")
    }

    func testColdStartAnchorsRegionOnFreshFix() async {
        // Cold start after the process was killed overnight: the first fresh fix needs ~12 s.
        let clock = TestClock()
        let source = FakeLocationSource(fixes: [(after: 12, depot)])
        let state = TrackerState(lastAcceptedLocation: home, lastAcceptedAt: clock.now.addingTimeInterval(-61_000))
        let detector = RegionDetector(source: source, clock: clock, state: state, log: .null)
        await detector.armStationaryRegion()
        XCTAssertEqual(source.monitoredRegions.first?.centerString, "52.4011,13.0476",
                       "region must be anchored on a fresh fix, not lastAcceptedLocation from 17:13")
    }

    func testNoAnchorWithoutAnyLocation() async {
        let source = FakeLocationSource(fixes: [])
        let detector = RegionDetector(source: source, clock: TestClock(), state: TrackerState(), log: .null)
        await detector.armStationaryRegion()
        XCTAssertTrue(source.monitoredRegions.isEmpty)
    }
}
