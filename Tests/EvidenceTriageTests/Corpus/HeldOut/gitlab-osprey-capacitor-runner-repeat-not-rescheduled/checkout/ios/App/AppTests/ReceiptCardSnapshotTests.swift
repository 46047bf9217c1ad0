import SnapshotTesting
import SwiftUI
import XCTest
@testable import App

final class ReceiptCardSnapshotTests: XCTestCase {
    func testReceiptCardLight() {
        let view = ReceiptCard(receipt: .fixture(total: 4210, currency: "EUR"))
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: .iPhone13))
    }

    func testReceiptCardDarkMode() {
        let view = ReceiptCard(receipt: .fixture(total: 4210, currency: "EUR"))
            .environment(\.colorScheme, .dark)
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: .iPhone13))
    }
}
