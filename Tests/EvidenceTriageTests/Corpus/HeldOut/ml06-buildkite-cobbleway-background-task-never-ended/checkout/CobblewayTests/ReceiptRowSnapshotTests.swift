import XCTest
import SnapshotTesting
@testable import Cobbleway

final class ReceiptRowSnapshotTests: XCTestCase {
    func testLongMerchantNameTruncates() {
        let row = ReceiptRowView(receipt: .fixture(merchant: "Bäckerei und Konditorei am Alten Marktplatz GmbH"))
        assertSnapshot(of: row, as: .image(size: CGSize(width: 375, height: 64)))
    }
}
