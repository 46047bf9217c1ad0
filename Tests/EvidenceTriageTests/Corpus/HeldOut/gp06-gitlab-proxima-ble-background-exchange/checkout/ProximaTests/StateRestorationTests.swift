import CoreBluetooth
import XCTest
@testable import ProximaKit

final class StateRestorationTests: XCTestCase {
    func testCentralManagerRestoresWithIdentifier() {
        let controller = CentralController(restoring: true)
        XCTAssertNotNil(controller.central)
    }
}
