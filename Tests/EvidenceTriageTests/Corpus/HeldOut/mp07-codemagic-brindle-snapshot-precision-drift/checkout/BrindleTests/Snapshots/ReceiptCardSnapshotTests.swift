import SnapshotTesting
import SwiftUI
import XCTest
@testable import Brindle

final class ReceiptCardSnapshotTests: XCTestCase {
    func testReceiptCardLight() {
        let view = ReceiptCard(receipt: .fixture).frame(width: 343)
        assertSnapshot(of: view, as: .image(perceptualPrecision: 0.98, layout: .sizeThatFits))
    }
}
