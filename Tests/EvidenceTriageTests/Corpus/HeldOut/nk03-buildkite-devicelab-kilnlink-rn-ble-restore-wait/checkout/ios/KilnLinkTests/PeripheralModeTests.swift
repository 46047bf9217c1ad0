import XCTest
import CoreBluetooth
@testable import KilnLink

final class PeripheralModeTests: XCTestCase {
    func testAdvertisesFiringProfileService() throws {
        let host = ProfileShareHost(restoreIdentifier: "KilnLinkPeripheral")
        let started = expectation(description: "advertising started")
        host.onAdvertisingStarted = { started.fulfill() }
        try host.start()
        wait(for: [started], timeout: 15)
    }

    /// The lab reinstalls the build before this suite (fresh install path).
    func testAdvertisesAfterReinstall() throws {
        let host = ProfileShareHost(restoreIdentifier: "KilnLinkPeripheral")
        var addError: Error?
        let added = expectation(description: "didAdd service")
        host.onServiceAdded = { error in addError = error; added.fulfill() }
        try host.start()
        wait(for: [added], timeout: 15)
        XCTAssertNil(addError, "didAdd service returned \(String(describing: addError))")
    }
}
