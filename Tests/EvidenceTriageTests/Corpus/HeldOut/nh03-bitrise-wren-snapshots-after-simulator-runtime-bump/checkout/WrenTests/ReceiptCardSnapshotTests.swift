import XCTest
import SnapshotTesting
import SwiftUI
@testable import Wren

// Reference images: iPhone 15, iOS 17.5 (recorded 2026-06-30)
final class ReceiptCardSnapshotTests: XCTestCase {
    private let card = ReceiptCard(receipt: .fixture(merchant: "Caff\u{e8} Nero", total: 1_245, tip: 150))

    func testReceiptCardLight() {
        assertSnapshot(of: card, as: .image(layout: .device(config: .iPhone13), traits: .init(userInterfaceStyle: .light)))
    }

    func testReceiptCardDark() {
        assertSnapshot(of: card, as: .image(layout: .device(config: .iPhone13), traits: .init(userInterfaceStyle: .dark)))
    }

    func testEmptyStateText() {
        assertSnapshot(of: ReceiptList(receipts: []).emptyTitle, as: .dump)
    }
}
