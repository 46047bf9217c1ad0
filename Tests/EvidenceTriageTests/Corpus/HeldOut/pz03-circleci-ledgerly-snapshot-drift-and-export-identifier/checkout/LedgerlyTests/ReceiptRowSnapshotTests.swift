import SnapshotTesting
import SwiftUI
import XCTest
@testable import Ledgerly

final class ReceiptRowSnapshotTests: XCTestCase {
    private func host(_ row: ReceiptRow) -> UIViewController {
        let vc = UIHostingController(rootView: row.frame(width: 390, height: 72))
        vc.view.frame = CGRect(x: 0, y: 0, width: 390, height: 72)
        return vc
    }

    func testClearedRow() {
        assertSnapshot(of: host(ReceiptRow(merchant: .fixture("Kiosk 22"), amount: 12.40, state: .cleared)), as: .image)
    }

    func testPendingRow() {
        assertSnapshot(of: host(ReceiptRow(merchant: .fixture("Blue Bottle"), amount: 6.25, state: .pending)), as: .image)
    }

    func testRefundedRow() {
        assertSnapshot(of: host(ReceiptRow(merchant: .fixture("Blue Bottle"), amount: -6.25, state: .refunded)), as: .image)
    }
}
