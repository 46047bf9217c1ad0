import SnapshotTesting
import XCTest
@testable import LumenKit

/// References recorded on the team's Intel build Macs (iPhone 16 Pro, iOS 18.0).
final class CardViewSnapshotTests: XCTestCase {
    func testPlainCard() {
        let card = CardView(model: .fixture(title: "Evening walk", subtitle: "42 min · 3.1 km"))
        card.frame = CGRect(x: 0, y: 0, width: 360, height: 120)
        assertSnapshot(of: card, as: .image)
    }

    func testElevatedCardShadow() {
        let card = CardView(model: .fixture(title: "Sleep streak", subtitle: "7 nights"), style: .elevated)
        card.frame = CGRect(x: 0, y: 0, width: 360, height: 120)
        assertSnapshot(of: card, as: .image)
    }
}
