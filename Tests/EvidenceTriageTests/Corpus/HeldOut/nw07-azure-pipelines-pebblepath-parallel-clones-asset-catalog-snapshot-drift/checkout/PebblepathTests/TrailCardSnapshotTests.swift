import XCTest
import SnapshotTesting
@testable import Pebblepath

final class TrailCardSnapshotTests: XCTestCase {
    func testDifficultyBadge() {
        let card = TrailCardView(trail: .fixture(name: "Ridge Loop", difficulty: .hard))
        card.frame = CGRect(x: 0, y: 0, width: 343, height: 180)
        assertSnapshot(of: card, as: .image)
    }

    func testClosedTrailBanner() {
        let card = TrailCardView(trail: .fixture(name: "Falls Spur", difficulty: .easy, closed: true))
        card.frame = CGRect(x: 0, y: 0, width: 343, height: 180)
        assertSnapshot(of: card, as: .image)
    }
}
