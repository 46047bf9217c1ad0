import XCTest
@testable import Brightmeter

@MainActor
final class UsageSyncIndicatorTests: XCTestCase {
    func testSpinnerShowsWhileSyncRuns() {
        let service = StubUsageSyncService()
        let vm = UsageSyncIndicatorViewModel(service: service)
        service.send(.progress(0.3))
        let shown = XCTNSPredicateExpectation(predicate: NSPredicate(format: "isSyncing == 1"), object: vm)
        wait(for: [shown], timeout: 1)
    }

    /// The stub replays what the gateway does after a background sync: progress, completion,
    /// then keep-alive heartbeats until the socket is closed.
    func testSpinnerClearsAfterBackgroundSyncCompletes() {
        let service = StubUsageSyncService(heartbeatEvery: 0.15)
        let vm = UsageSyncIndicatorViewModel(service: service)
        service.send(.progress(1.0))
        service.send(.completed)
        let cleared = XCTNSPredicateExpectation(predicate: NSPredicate(format: "isSyncing == 0"), object: vm)
        wait(for: [cleared], timeout: 2)
    }
}
