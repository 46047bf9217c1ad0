import HealthKit
import XCTest
@testable import Vitalis

/// HealthKit stops background delivery for an app that fails to call the observer query's
/// completion handler three times in a row, so every path out of the bridge must call it.
final class HealthKitObserverBridgeTests: XCTestCase {
    private var store: FakeHealthStore!
    private var sync: FakeVitalsSync!
    private var bridge: HealthKitObserverBridge!

    override func setUp() {
        super.setUp()
        store = FakeHealthStore()
        sync = FakeVitalsSync()
        bridge = HealthKitObserverBridge(store: store, sync: sync, types: [.stepCount, .heartRate])
    }

    override func tearDown() {
        bridge.stop()
        bridge = nil
        sync = nil
        store = nil
        super.tearDown()
    }

    func testCompletionHandlerCalledAfterSuccessfulSync() {
        let called = expectation(description: "HKObserverQuery completion handler called")
        bridge.start()

        store.deliverUpdate(for: .stepCount) { called.fulfill() }

        wait(for: [called], timeout: 5)
        XCTAssertEqual(sync.runs, 1)
    }

    func testCompletionHandlerCalledWhenSyncFails() {
        sync.nextResult = .failure(URLError(.notConnectedToInternet))
        var completionCalls = 0
        bridge.start()

        store.deliverUpdate(for: .stepCount) { completionCalls += 1 }
        bridge.drainForTesting()

        XCTAssertEqual(completionCalls, 1, "observer completion handler must be called even when the sync fails")
    }

    /// stop() is called when the user disconnects Health; the delivery task must wind down
    /// instead of dequeuing further payloads.
    func testBackgroundDeliveryTaskStopsOnCancellation() {
        let stopped = expectation(description: "backgroundDeliveryTask finished after stop()")
        bridge.onDeliveryTaskFinished = { stopped.fulfill() }
        bridge.start()
        store.deliverUpdate(for: .heartRate) {}

        bridge.stop()
        store.deliverUpdate(for: .heartRate) {}

        wait(for: [stopped], timeout: 5)
        XCTAssertEqual(sync.runs, 1, "no sync should start after stop()")
    }
}
