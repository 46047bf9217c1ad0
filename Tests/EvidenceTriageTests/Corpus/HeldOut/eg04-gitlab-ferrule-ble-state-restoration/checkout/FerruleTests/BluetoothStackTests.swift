import XCTest
@testable import Ferrule
@testable import FerruleKit

final class BluetoothStackTests: XCTestCase {
    func testCentralManagerCreatedWithRestoreIdentifier() {
        let stack = BluetoothStack(centralFactory: .system)   // real CBCentralManager in the app host
        XCTAssertNotNil(stack.central)
    }
}
