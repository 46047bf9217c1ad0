import CoreBluetooth
import XCTest
@testable import Pulsewise

final class ScanControllerTests: XCTestCase {
    func testPowerOnStartsScan() {
        let fake = RecordingCentral(state: .poweredOn)
        ScanController(central: fake).adapterStateChanged(to: .poweredOn)
        XCTAssertEqual(fake.calls, ["scan"])
    }

    func testBluetoothOffStopsScanWithoutMisuse() {
        // CoreBluetooth logs API MISUSE for any command issued while not powered on.
        let fake = RecordingCentral(state: .poweredOff)
        ScanController(central: fake).adapterStateChanged(to: .poweredOff)
        XCTAssertEqual(fake.callsWhileNotPoweredOn, [], "commands issued while central not powered on")
    }
}

final class RecordingCentral: CentralControlling {
    var state: CBManagerState
    var calls: [String] = []
    var callsWhileNotPoweredOn: [String] = []
    init(state: CBManagerState) { self.state = state }
    func scanForPeripherals(withServices: [CBUUID]?, options: [String: Any]?) { record("scan") }
    func stopScan() { record("stopScan") }
    private func record(_ call: String) {
        calls.append(call)
        if state != .poweredOn { callsWhileNotPoweredOn.append(call) }
    }
}
