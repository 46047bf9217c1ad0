import XCTest
@testable import Ferncastle

final class BeaconWakeHandlerTests: XCTestCase {
    private var recorder: BackgroundDiagnosticsRecorder!

    override func setUp() {
        super.setUp()
        recorder = BackgroundDiagnosticsRecorder.forTesting(name: name)
    }

    func testHappyPathSendsBeaconAndCompletes() async {
        let clock = FakeWakeClock()
        let hub = StubHubConnection(paired: true, connectOutcome: .connected(after: 1.5))
        let task = FakeRefreshTask(identifier: WakeRefresh.identifier)
        await BeaconWakeHandler(hub: hub, clock: clock, recorder: recorder).handle(task)
        XCTAssertEqual(task.completedSuccess, true)
        XCTAssertEqual(hub.beaconsSent, 1)
    }

    func testUnpairedPhoneCompletesImmediately() async {
        let clock = FakeWakeClock()
        let hub = StubHubConnection(paired: false, connectOutcome: .timeout)
        let task = FakeRefreshTask(identifier: WakeRefresh.identifier)
        await BeaconWakeHandler(hub: hub, clock: clock, recorder: recorder).handle(task)
        XCTAssertEqual(task.completedSuccess, true)
        XCTAssertEqual(clock.elapsed, 0)
    }

    /// The refresh budget is ~30 s and the expiration path needs headroom:
    /// a wake whose hub never answers must settle within 15 s.
    func testConnectTimeoutStillCompletesWithinBudget() async {
        let clock = FakeWakeClock()
        let hub = StubHubConnection(paired: true, connectOutcome: .timeout)
        let task = FakeRefreshTask(identifier: WakeRefresh.identifier)
        await BeaconWakeHandler(hub: hub, clock: clock, recorder: recorder).handle(task)
        XCTAssertEqual(task.completedSuccess, false)
        XCTAssertLessThanOrEqual(clock.elapsed, 15.0, "timed-out wake must not spend more of the refresh budget waiting")
        XCTAssertEqual(hub.connectionWaits, 1, "only the beacon should wait for the hub")
    }

    func testExpirationDuringBeaconCompletesOnce() async {
        let clock = FakeWakeClock()
        let hub = StubHubConnection(paired: true, connectOutcome: .hang)
        let task = FakeRefreshTask(identifier: WakeRefresh.identifier)
        let work = Task { await BeaconWakeHandler(hub: hub, clock: clock, recorder: recorder).handle(task) }
        await task.fireExpiration()
        hub.release()
        await work.value
        XCTAssertEqual(task.completionCount, 1)
        XCTAssertEqual(task.completedSuccess, false)
    }
}
