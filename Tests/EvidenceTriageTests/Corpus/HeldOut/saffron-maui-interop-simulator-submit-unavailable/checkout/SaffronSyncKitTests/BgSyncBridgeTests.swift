import XCTest
import BackgroundTasks
@testable import SaffronSyncKit

/// Exercises the Swift side of the .NET MAUI interop binding: the C# layer calls
/// `SyncBridge.schedule(...)` and expects `onSyncRequested` to fire when iOS runs the task.
final class BgSyncBridgeTests: XCTestCase {
    private var bridge: SyncBridge!

    override func setUp() {
        super.setUp()
        bridge = SyncBridge.shared
        bridge.resetForTesting()
    }

    func testIdentifierMatchesManagedConstant() {
        XCTAssertEqual(SyncBridge.outboxTaskIdentifier, "com.saffronfield.app.outbox-sync")
    }

    func testRequestRequiresNetwork() {
        let request = bridge.makeRequest(earliest: Date(timeIntervalSinceNow: 60))
        XCTAssertTrue(request.requiresNetworkConnectivity)
        XCTAssertFalse(request.requiresExternalPower)
    }

    func testSubmitThenSimulatedLaunchRunsSync() throws {
        let ran = expectation(description: "outbox sync handler invoked")
        bridge.onSyncRequested = { _ in ran.fulfill() }
        try bridge.schedule(earliest: Date(timeIntervalSinceNow: 1))
        bridge.debugSimulateLaunch()
        wait(for: [ran], timeout: 30)
    }

    func testSyncRunsEvery15MinutesWhileBackgrounded() throws {
        let twoRuns = expectation(description: "two periodic syncs")
        twoRuns.expectedFulfillmentCount = 2
        bridge.onSyncRequested = { _ in twoRuns.fulfill() }
        try? bridge.schedule(earliest: Date(timeIntervalSinceNow: 15 * 60))
        XCUIDevice.shared.press(.home)
        wait(for: [twoRuns], timeout: 31 * 60)
    }
}
