import XCTest
@testable import Beaconly

final class ReactNativeBridgeTests: XCTestCase {
    override func setUp() {
        Beaconly.sdkName = "beaconly-react-native"
    }

    func testBridgeForwardsScreenEvents() {
        let bridge = ReactNativeBridge()
        bridge.screen("Checkout")
        XCTAssertEqual(EventQueue.shared.pending.last?.name, "$screen")
    }
}
