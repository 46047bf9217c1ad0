import CoreLocation
import XCTest
@testable import Saltmarsh

@MainActor
final class GeofenceBootstrapTests: XCTestCase {
    private let quay = CLLocation(latitude: 50.7141, longitude: -1.8745)

    func testFirstBootstrapArmsNearestPiersWithinBudget() async {
        let daemon = FakeConditionDaemon(budget: 20)
        let monitor = PierMonitor(daemon: daemon, piers: .fixture(count: 26))

        await monitor.bootstrap(near: quay)

        XCTAssertEqual(daemon.armed.count, 20)
        XCTAssertTrue(daemon.givenUp.isEmpty)
    }

    /// A background relaunch runs bootstrap a second time in a process that
    /// already armed its piers. Nothing this process owns may be armed twice.
    func testSecondBootstrapAdoptsOnlyOwnedConditions() async {
        let daemon = FakeConditionDaemon(budget: 20)
        let monitor = PierMonitor(daemon: daemon, piers: .fixture(count: 26))

        await monitor.bootstrap(near: quay)
        await monitor.bootstrap(near: quay)

        XCTAssertEqual(daemon.armed.filter { $0.hasSuffix("#adopted") }.count, 0,
                       "second bootstrap must not re-adopt conditions this process already staged")
        XCTAssertEqual(daemon.givenUp.count, 0, "conditions given up by the OS after the second bootstrap")
    }

    /// `.unmonitored` arrives, then the daemon replays the last state before the
    /// reseed: that replay is not a crossing.
    func testUnmonitoredEventForReseedConditionIsRefused() async {
        let monitor = PierMonitor(daemon: FakeConditionDaemon(), piers: .fixture(count: 4))
        var crossings: [PierCrossing] = []
        monitor.onCrossing = { crossings.append($0) }
        monitor.seedBaseline("pier.northquay", .satisfied)

        monitor.handle(MonitorEvent(identifier: "pier.northquay", state: .unmonitored, date: .now))
        monitor.handle(MonitorEvent(identifier: "pier.northquay", state: .unsatisfied, date: .now))

        XCTAssertTrue(crossings.isEmpty, "replayed event for a reseed-flagged condition delivered as a crossing: \(crossings)")
    }

    func testSatisfiedAfterUnsatisfiedIsAnEntry() async {
        let monitor = PierMonitor(daemon: FakeConditionDaemon(), piers: .fixture(count: 4))
        var crossings: [PierCrossing] = []
        monitor.onCrossing = { crossings.append($0) }
        monitor.seedBaseline("pier.harbourgate", .unsatisfied)

        monitor.handle(MonitorEvent(identifier: "pier.harbourgate", state: .satisfied, date: .now))

        XCTAssertEqual(crossings, [PierCrossing(pierID: "pier.harbourgate", kind: .enter)])
    }
}
