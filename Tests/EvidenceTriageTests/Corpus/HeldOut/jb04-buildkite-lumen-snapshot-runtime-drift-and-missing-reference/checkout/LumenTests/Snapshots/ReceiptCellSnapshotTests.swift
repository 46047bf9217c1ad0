import SnapshotTesting
import XCTest
@testable import Lumen

final class ReceiptCellSnapshotTests: XCTestCase {
    private func cell(_ receipt: Receipt) -> UIView {
        let cell = ReceiptCell(frame: CGRect(x: 0, y: 0, width: 390, height: 64))
        cell.configure(with: receipt)
        cell.layoutIfNeeded()
        return cell
    }

    func testStandard() {
        assertSnapshot(of: cell(.fixture(merchant: "Padaria Lisboa", total: 12.40)), as: .image(size: CGSize(width: 390, height: 64)))
    }

    func testRefunded() {
        assertSnapshot(of: cell(.fixture(merchant: "Padaria Lisboa", total: -3.10, refunded: true)), as: .image(size: CGSize(width: 390, height: 64)))
    }

    func testLongMerchantName() {
        let receipt = Receipt.fixture(merchant: "Sociedade Portuguesa de Transportes Fluviais e Marítimos Lda.", total: 48.00)
        let view = cell(receipt)
        // The cell grows with the merchant name; the reference was recorded at the single-line height.
        assertSnapshot(of: view, as: .image(size: view.sizeThatFits(CGSize(width: 390, height: 0))))
    }
}
