import XCTest
import SnapshotTesting
@testable import Fennel

final class ReceiptSnapshotTests: XCTestCase {
    func testReceiptCardMatchesReference() {
        let card = ReceiptCardView(receipt: .fixture(total: 42.10, items: 3))
        card.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        assertSnapshot(of: card, as: .image)
    }

    func testEmptyReceiptPlaceholder() {
        let card = ReceiptCardView(receipt: nil)
        card.frame = CGRect(x: 0, y: 0, width: 390, height: 200)
        assertSnapshot(of: card, as: .image(precision: 0.99))
    }
}
