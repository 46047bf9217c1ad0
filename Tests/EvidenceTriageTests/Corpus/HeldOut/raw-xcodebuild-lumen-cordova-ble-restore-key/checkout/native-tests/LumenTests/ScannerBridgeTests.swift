import XCTest
@testable import Lumen

/// Drives the BLE plugin through the same Cordova command objects the JS layer uses,
/// so a native regression shows up without booting the web view.
final class ScannerBridgeTests: XCTestCase {
    private var bridge: PluginCommandHarness!

    override func setUp() {
        super.setUp()
        bridge = PluginCommandHarness(pluginClass: "EVOBLE")
    }

    func testBridgeRegistersCommands() {
        XCTAssertTrue(bridge.responds(to: "startScan"))
        XCTAssertTrue(bridge.responds(to: "stopScan"))
        XCTAssertTrue(bridge.responds(to: "connect"))
    }

    func testScanReportsAdvertisingLamp() {
        let result = bridge.send("startScan", arguments: [["serviceUUIDs": [LampProfile.serviceUUID]]])
        XCTAssertEqual(result.status, .ok)
        bridge.send("stopScan", arguments: [])
    }

    func testStopScanAfterTimeout() {
        let started = bridge.send("startScan", arguments: [["serviceUUIDs": [], "timeoutMs": 250]])
        XCTAssertEqual(started.status, .ok)
        let stopped = bridge.send("stopScan", arguments: [])
        XCTAssertEqual(stopped.status, .ok)
    }
}
