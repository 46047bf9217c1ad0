import CoreLocation
import Testing
@testable import Commute

/// Runs with the Simulator's location driven by ci/simulate-commute.sh, which
/// moves the device from Centraal (outside) into the Zuid depot 10 s after the
/// suite starts (see Jenkinsfile, stage "Unit tests").
@Suite(.serialized)
struct GeofenceArrivalTests {
    @Test func monitoringStartsForDepot() async throws {
        let monitor = GeofenceMonitor(manager: CLLocationManager())
        monitor.startMonitoring(DepotFixtures.zuid)
        #expect(monitor.monitoredRegionIDs.contains("depot-zuid"))
    }

    @Test func enteringDepotRegionPostsArrival() async throws {
        let arrivals = ArrivalLog()
        let monitor = GeofenceMonitor(manager: CLLocationManager(), log: arrivals)
        monitor.startMonitoring(DepotFixtures.zuid)

        // simulate-commute.sh moves the Simulator into the depot after ~10 s;
        // allow generous slack for CoreLocation to notice.
        try await Task.sleep(for: .seconds(60))

        #expect(arrivals.events.count == 1)
        #expect(arrivals.events.first?.regionID == "depot-zuid")
    }
}
