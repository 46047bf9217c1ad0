import XCTest
@testable import Latchkey

final class SignalStrengthTests: XCTestCase {
    func testBarsForMinus50dBm() {
        XCTAssertEqual(SignalStrength.bars(rssi: -50), 4)
    }

    func testBarsForMinus70dBm() {
        // The lock screen spec: -70 dBm is still "good" (3 bars).
        XCTAssertEqual(SignalStrength.bars(rssi: -70), 3)
    }
}
