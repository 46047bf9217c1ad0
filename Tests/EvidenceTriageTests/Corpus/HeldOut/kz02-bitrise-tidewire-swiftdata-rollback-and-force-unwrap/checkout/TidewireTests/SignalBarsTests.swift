import XCTest
@testable import Tidewire

final class SignalBarsTests: XCTestCase {
    func testBarsForStrongRSSI() {
        XCTAssertEqual(SignalBars.bars(forRSSI: -70), 4)
    }

    func testBarsForWeakRSSI() {
        XCTAssertEqual(SignalBars.bars(forRSSI: -118), 1, "-118 dBm is a one-bar link")
    }
}
