import XCTest
import CoreBluetooth
@testable import Quokka

/// The device-lab script terminates the app after pairing; this test then waits for iOS to
/// relaunch it and call centralManager(_:willRestoreState:) with the paired meter.
final class StateRestorationTests: XCTestCase {
    func testMeterRestoredAfterRelaunch() {
        let restored = expectation(forNotification: .quokkaDidRestorePeripherals, object: nil)
        _ = MeterConnection.shared   // creates the central manager
        wait(for: [restored], timeout: 120)
    }
}

