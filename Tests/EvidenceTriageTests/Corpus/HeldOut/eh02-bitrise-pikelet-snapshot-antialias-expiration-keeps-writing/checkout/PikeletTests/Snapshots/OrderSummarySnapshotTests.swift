import SnapshotTesting
import SwiftUI
import XCTest
@testable import Pikelet

final class OrderSummarySnapshotTests: XCTestCase {
    override func invokeTest() {
        withSnapshotTesting(record: .missing) { super.invokeTest() }
    }

    private func card() -> some View {
        OrderSummaryCard(order: .fixture(items: 3, pickup: .fixtureMorning))
            .frame(width: 358)
    }

    func testOrderSummaryCard_lightMode() {
        assertSnapshot(of: UIHostingController(rootView: card()),
                       as: .image(on: .iPhone13, precision: 0.99, perceptualPrecision: 0.99))
    }

    func testOrderSummaryCard_darkMode() {
        let vc = UIHostingController(rootView: card())
        vc.overrideUserInterfaceStyle = .dark
        assertSnapshot(of: vc, as: .image(on: .iPhone13, precision: 0.99, perceptualPrecision: 0.99))
    }
}
