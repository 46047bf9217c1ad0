import CoreBluetooth
import XCTest
@testable import Pulsebeat

final class CentralRestorationTests: XCTestCase {
    func testCentralManagerCarriesRestoreIdentifier() {
        let spy = SpyCentralFactory()
        _ = BLECentral(factory: spy)
        let restoreID = spy.options?[CBCentralManagerOptionRestoreIdentifierKey] as? String
        XCTAssertEqual(restoreID, "com.pulsebeat.central")
    }
}

final class SpyCentralFactory: CentralManagerFactory {
    private(set) var options: [String: Any]?
    func make(delegate: CBCentralManagerDelegate, queue: DispatchQueue, options: [String: Any]?) -> CBCentralManager {
        self.options = options
        return CBCentralManager(delegate: delegate, queue: queue, options: options)
    }
}
