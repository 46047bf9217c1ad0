import CoreBluetoothMock
import XCTest
@testable import Tessel

/// Uses the real CoreBluetooth central (forceMock: false), the same path the app takes at launch.
final class CentralRestorationTests: XCTestCase {
    func testRealCentralAcceptsRestoreIdentifier() {
        let central = SensorCentral(forceMock: false)
        XCTAssertNotNil(central.central)
    }
}
