import SnapshotTesting
import XCTest
@testable import LumenUI

final class CardFieldSnapshotTests: XCTestCase {
    func testCardFieldLightMode() {
        let field = CardNumberField(frame: CGRect(x: 0, y: 0, width: 343, height: 56))
        field.text = "4242 4242 4242 4242"
        assertSnapshot(of: field, as: .image(precision: 0.99, traits: .init(userInterfaceStyle: .light)))
    }

    func testCardFieldDarkMode() {
        let field = CardNumberField(frame: CGRect(x: 0, y: 0, width: 343, height: 56))
        field.text = "4242 4242 4242 4242"
        assertSnapshot(of: field, as: .image(precision: 0.99, traits: .init(userInterfaceStyle: .dark)))
    }
}
