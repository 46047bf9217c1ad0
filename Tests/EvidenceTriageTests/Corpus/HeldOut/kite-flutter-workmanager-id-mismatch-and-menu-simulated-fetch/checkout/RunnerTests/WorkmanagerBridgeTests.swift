import XCTest
import workmanager
@testable import Runner

/// Drives the same method-channel calls the Dart side makes at startup.
final class WorkmanagerBridgeTests: XCTestCase {
    private let channel = FakeWorkmanagerChannel()

    func testInitializeSucceeds() throws {
        XCTAssertEqual(try channel.invoke("initialize", ["isInDebugMode": false]) as? Bool, true)
    }

    /// lib/background/sync.dart: Workmanager().registerProcessingTask("data_sync", "data_sync", ...)
    func testDataSyncTaskSchedules() throws {
        XCTAssertNoThrow(try channel.invoke("registerProcessingTask", [
            "uniqueName": "data_sync",
            "taskName": "data_sync",
            "initialDelaySeconds": 60,
            "networkType": "connected",
        ]))
    }
}
