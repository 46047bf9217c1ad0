import SnapshotTesting
import SwiftUI
import XCTest
@testable import Otterly

final class ReceiptCardSnapshotTests: XCTestCase {
    private let config = ViewImageConfig.iPhone13Pro

    func testReceiptCardLight() {
        let view = ReceiptCard(receipt: .fixture(items: 3))
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: config, perceptualPrecision: 0.98))
    }

    func testReceiptCardDark() {
        let view = ReceiptCard(receipt: .fixture(items: 3)).environment(\.colorScheme, .dark)
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: config, perceptualPrecision: 0.98))
    }

    func testReceiptCardWithDiscount() {
        let view = ReceiptCard(receipt: .fixture(items: 4, coupon: "OTTER10"))
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: config, perceptualPrecision: 0.98))
    }
}
