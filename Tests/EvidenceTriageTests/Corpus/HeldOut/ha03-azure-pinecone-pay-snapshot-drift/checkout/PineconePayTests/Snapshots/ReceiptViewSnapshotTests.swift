import SnapshotTesting
import SwiftUI
import XCTest
@testable import PineconePay

final class ReceiptViewSnapshotTests: XCTestCase {
    private let receipt = Receipt(merchant: "Cedar & Salt", amountCents: 4250, method: .card(last4: "4417"),
                                  date: Date(timeIntervalSince1970: 1_789_990_000))

    func testReceiptLightMode() {
        let view = ReceiptView(model: ReceiptViewModel(receipt: receipt))
            .frame(width: 390, height: 640)
        let host = UIHostingController(rootView: view)
        host.overrideUserInterfaceStyle = .light

        assertSnapshot(of: host, as: .image(on: .iPhone13, precision: 1.0), named: "light")
    }

    func testReceiptDarkMode() {
        let view = ReceiptView(model: ReceiptViewModel(receipt: receipt))
            .frame(width: 390, height: 640)
        let host = UIHostingController(rootView: view)
        host.overrideUserInterfaceStyle = .dark

        assertSnapshot(of: host, as: .image(on: .iPhone13, precision: 1.0), named: "dark")
    }
}
