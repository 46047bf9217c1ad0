import CoreBluetoothMock
import XCTest
@testable import StrideBelt

/// Simulates iOS relaunching the app for Bluetooth state restoration while the
/// treadmill is still connected (CoreBluetoothMock drives the Bluejay fork).
final class RestorationTests: XCTestCase {
    private var treadmill: CBMPeripheralSpec!

    override func setUp() {
        super.setUp()
        treadmill = .treadmillFixture(connected: true)
        CBMCentralManagerMock.simulatePeripherals([treadmill])
        CBMCentralManagerMock.simulateStateRestoration = { _ in
            [CBMCentralManagerRestoredStatePeripheralsKey: [self.treadmill!]]
        }
        CBMCentralManagerMock.simulateInitialState(.poweredOn)
    }

    func testRestoresConnectedTreadmill() throws {
        let session = BeltSession(restoreIdentifier: "com.stridebelt.app.central")
        session.start()
        XCTAssertTrue(session.waitUntilRestored(timeout: 5))
        XCTAssertEqual(session.connectedPeripheralName, "StrideBelt T3")
    }

    func testConnectCallbackDuringRestoration() throws {
        let session = BeltSession(restoreIdentifier: "com.stridebelt.app.central")
        var connectCallbacks = 0
        session.start()
        session.connectLastKnownBelt { _ in connectCallbacks += 1 }
        _ = session.waitUntilRestored(timeout: 5)
        XCTAssertEqual(connectCallbacks, 1, "workout resume waits on this callback")
    }
}
