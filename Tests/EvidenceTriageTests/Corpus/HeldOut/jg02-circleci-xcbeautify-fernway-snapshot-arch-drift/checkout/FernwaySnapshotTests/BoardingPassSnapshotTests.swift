import SnapshotTesting
import XCTest
@testable import Fernway

final class BoardingPassSnapshotTests: XCTestCase {
    func testBoardingPassDefault() {
        let vc = BoardingPassViewController(pass: .fixture)
        assertSnapshot(of: vc, as: .fernway)
    }

    func testBoardingPassWithLongGateName() {
        let vc = BoardingPassViewController(pass: .fixture(gate: "Terminal 2 – Satellite Pier D44"))
        // Gradient header + vibrancy label
        assertSnapshot(of: vc, as: .fernway)
    }
}
