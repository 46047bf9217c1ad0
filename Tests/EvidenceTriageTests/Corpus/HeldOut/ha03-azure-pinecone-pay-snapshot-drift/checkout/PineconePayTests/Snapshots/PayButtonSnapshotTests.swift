import SnapshotTesting
import SwiftUI
import XCTest
@testable import PineconePay

final class PayButtonSnapshotTests: XCTestCase {
    func testFilledButton() {
        let button = PayButton(title: "Pay $42.50", style: .filled) {}
            .frame(width: 320, height: 56)
        assertSnapshot(of: UIHostingController(rootView: button), as: .image(precision: 1.0))
    }

    func testGhostButtonOutline() {
        // Ghost style: transparent fill, 1pt outline on all four edges.
        let button = PayButton(title: "Split the bill", style: .ghost) {}
            .frame(width: 320, height: 56)
        assertSnapshot(of: UIHostingController(rootView: button), as: .image(precision: 1.0))
    }
}
