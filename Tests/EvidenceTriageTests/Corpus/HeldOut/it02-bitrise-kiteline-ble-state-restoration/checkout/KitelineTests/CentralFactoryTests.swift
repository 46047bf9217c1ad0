import CoreBluetooth
import XCTest
@testable import Kiteline

final class CentralFactoryTests: XCTestCase {
    private let delegate = BLECentral.TestDelegate()

    override func setUp() {
        super.setUp()
        CentralManagerSpy.reset()
    }

    func testCentralUsesDedicatedQueue() {
        _ = BLECentralFactory(makeManager: CentralManagerSpy.make).makeCentral(delegate: delegate)
        XCTAssertEqual(CentralManagerSpy.lastQueueLabel, "com.kiteline.ride.ble")
    }

    func testCentralRequestsStateRestoration() throws {
        // Kiteline keeps power-meter connections across system terminations (CoreBluetooth state restoration),
        // so the central must be created with a restore identifier.
        _ = BLECentralFactory(makeManager: CentralManagerSpy.make).makeCentral(delegate: delegate)
        let options = try XCTUnwrap(CentralManagerSpy.lastOptions, "central must be created with an options dictionary")
        XCTAssertEqual(options[CBCentralManagerOptionRestoreIdentifierKey] as? String, "com.kiteline.ride.central")
    }

    func testPowerAlertIsShownOnce() {
        _ = BLECentralFactory(makeManager: CentralManagerSpy.make).makeCentral(delegate: delegate)
        _ = BLECentralFactory(makeManager: CentralManagerSpy.make).makeCentral(delegate: delegate)
        XCTAssertEqual(CentralManagerSpy.powerAlertCount, 1)
    }
}
