import SnapshotTesting
import SwiftUI
import XCTest
@testable import Brinewood

final class ReceiptCardSnapshotTests: XCTestCase {
    private func card(_ receipt: Receipt) -> some View {
        ReceiptCard(receipt: receipt)
            .frame(width: 390)
            .fixedSize(horizontal: false, vertical: true)
    }

    func testReceiptCardLight() {
        assertSnapshot(of: card(.fixtureWeeklyShop), as: .image(layout: .device(config: .iPhone13), traits: .init(userInterfaceStyle: .light)))
    }

    func testReceiptCardDark() {
        assertSnapshot(of: card(.fixtureWeeklyShop), as: .image(layout: .device(config: .iPhone13), traits: .init(userInterfaceStyle: .dark)))
    }

    func testEmptyReceiptPlaceholder() {
        assertSnapshot(of: card(.empty), as: .image(layout: .device(config: .iPhone13)))
    }
}
