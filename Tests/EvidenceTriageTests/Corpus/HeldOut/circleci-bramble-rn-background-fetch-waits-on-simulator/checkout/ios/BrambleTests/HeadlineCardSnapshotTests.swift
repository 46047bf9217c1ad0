import SnapshotTesting
import XCTest
@testable import Bramble

final class HeadlineCardSnapshotTests: XCTestCase {
    func testHeadlineCardLight() {
        let card = HeadlineCardView(story: .fixture(title: "Harbour council approves night ferry trial", minutes: 4))
        card.frame = CGRect(x: 0, y: 0, width: 375, height: 180)
        assertSnapshot(of: card, as: .image(precision: 0.99))
    }
}
