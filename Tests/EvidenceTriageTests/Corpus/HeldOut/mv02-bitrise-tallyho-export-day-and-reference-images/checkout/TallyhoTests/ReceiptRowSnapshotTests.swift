import FBSnapshotTestCase
@testable import Tallyho

final class ReceiptRowSnapshotTests: FBSnapshotTestCase {
    override func setUp() {
        super.setUp()
        recordMode = false
    }

    func testRowWithTip() {
        let row = ReceiptRowView(frame: CGRect(x: 0, y: 0, width: 390, height: 72))
        row.configure(with: .fixture(total: 42.50, tip: 6.00))
        FBSnapshotVerifyView(row)
    }
}
