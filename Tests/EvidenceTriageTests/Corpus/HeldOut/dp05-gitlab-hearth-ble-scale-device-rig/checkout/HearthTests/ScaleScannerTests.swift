import XCTest
@testable import Hearth

/// Device rig: the nRF52 board on the rig advertises as a Hearth S2 scale.
final class ScaleScannerTests: XCTestCase {
    func testDiscoversScaleAfterColdStart() {
        let found = expectation(description: "scale discovered")
        let scanner = ScaleScanner()              // creates its own CBCentralManager
        scanner.onDiscover = { scale in
            if scale.model == "Hearth S2" { found.fulfill() }
        }
        scanner.startScanning()
        wait(for: [found], timeout: 15)
        scanner.stop()
    }

    func testReconnectAfterPeripheralPowerCycle() throws {
        let rig = try RigController.fromEnvironment()
        let scanner = ScaleScanner()
        let session = try scanner.connectFirst(timeout: 20)
        try rig.powerCycleScale()
        let reconnected = expectation(description: "reconnected")
        session.onStateChange = { if $0 == .connected { reconnected.fulfill() } }
        wait(for: [reconnected], timeout: 20)
    }
}
