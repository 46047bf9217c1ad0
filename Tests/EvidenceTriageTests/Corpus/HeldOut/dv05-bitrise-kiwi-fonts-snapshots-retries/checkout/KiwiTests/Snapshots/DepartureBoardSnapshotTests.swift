import SnapshotTesting
import XCTest
@testable import Kiwi

final class DepartureBoardSnapshotTests: XCTestCase {
    func testDepartureRow() {
        let row = DepartureRowView(departure: .fixture(line: "N4", destination: "Harbour", minutes: 3))
        row.frame = CGRect(x: 0, y: 0, width: 390, height: 72)
        assertSnapshot(of: row, as: .image(precision: 0.99))
    }
}
