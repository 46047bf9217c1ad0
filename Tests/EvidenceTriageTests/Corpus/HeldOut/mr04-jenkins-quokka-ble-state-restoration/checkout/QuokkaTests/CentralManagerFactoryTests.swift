import XCTest
import CoreBluetooth
@testable import Quokka

final class CentralManagerFactoryTests: XCTestCase {
    func testOptionsIncludeRestoreIdentifier() {
        let options = CentralManagerFactory.options(showPowerAlert: true)
        XCTAssertEqual(options[CBCentralManagerOptionRestoreIdentifierKey] as? String,
                       "com.quokka.glucose.central")
    }
}

