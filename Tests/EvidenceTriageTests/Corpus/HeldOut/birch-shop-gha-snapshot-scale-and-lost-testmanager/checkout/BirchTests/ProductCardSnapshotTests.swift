import SnapshotTesting
import XCTest
@testable import Birch

final class ProductCardSnapshotTests: XCTestCase {
    private let product = Product(
        id: "sku-1042",
        title: "Walnut serving board",
        price: Money(minorUnits: 4_900, currency: "EUR"),
        badge: .newArrival
    )

    func testCompactCard() {
        let card = ProductCardViewController(product: product, style: .compact)
        assertSnapshot(matching: card, as: .image(on: .iPhoneSe))
    }

    func testCardAccessibilityTree() {
        let card = ProductCardViewController(product: product, style: .compact)
        assertSnapshot(matching: card.view, as: .recursiveDescription(on: .iPhoneSe))
    }
}
