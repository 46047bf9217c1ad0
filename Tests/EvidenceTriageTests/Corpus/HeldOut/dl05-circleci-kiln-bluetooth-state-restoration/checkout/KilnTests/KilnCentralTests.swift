import XCTest
import CoreBluetooth
@testable import Kiln

final class KilnCentralTests: XCTestCase {
    func testDefaultCentralPassesRestoreIdentifier() {
        var captured: [String: Any]?
        _ = KilnCentral.makeDefault { delegate, queue, options in
            captured = options
            return CBCentralManager(delegate: delegate, queue: queue, options: options)
        }
        XCTAssertEqual(captured?[CBCentralManagerOptionRestoreIdentifierKey] as? String, "com.emberline.kiln.central")
    }
}
