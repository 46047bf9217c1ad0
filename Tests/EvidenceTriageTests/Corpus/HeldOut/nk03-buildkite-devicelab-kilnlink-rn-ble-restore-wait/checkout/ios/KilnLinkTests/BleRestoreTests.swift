import XCTest
@testable import KilnLink

/// Runs on the device lab only: the lab agent toggles airplane mode on request
/// (Bluetooth stays on) and the kiln controller on bench 3 keeps advertising.
final class BleRestoreTests: XCTestCase {
    private var events: BleEventRecorder!

    override func setUp() {
        events = BleEventRecorder(emitter: BleManagerEmitterBridge.shared)
    }

    func testCentralStartsWithRestoreIdentifier() {
        XCTAssertEqual(BleBootstrap.startOptions["restoreIdentifierKey"] as? String, "KilnLinkCentral")
    }

    func testWillRestoreStateAfterAirplaneModeToggle() throws {
        let restored = expectation(description: "BleManagerCentralManagerWillRestoreState")
        events.on("BleManagerCentralManagerWillRestoreState") { _ in restored.fulfill() }

        try LabAgent.connect(peripheral: "KILN-BENCH-3")
        LabAgent.sendAppToBackground()
        LabAgent.toggleAirplaneMode(offAfter: 20)

        wait(for: [restored], timeout: 180)
    }
}
