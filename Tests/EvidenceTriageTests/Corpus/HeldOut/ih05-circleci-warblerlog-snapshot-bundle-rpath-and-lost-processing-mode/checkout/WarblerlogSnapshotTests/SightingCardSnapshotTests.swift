import FBSnapshotTestCase
@testable import Warblerlog

final class SightingCardSnapshotTests: FBSnapshotTestCase {
    override func setUp() {
        super.setUp()
        recordMode = false
    }

    func testSightingCardWithPhoto() {
        let card = SightingCardView(sighting: .fixture(id: "s-1", withPhoto: true))
        card.frame = CGRect(x: 0, y: 0, width: 375, height: 220)
        FBSnapshotVerifyView(card)
    }

    func testSightingCardWithoutPhoto() {
        let card = SightingCardView(sighting: .fixture(id: "s-2", withPhoto: false))
        card.frame = CGRect(x: 0, y: 0, width: 375, height: 160)
        FBSnapshotVerifyView(card)
    }
}
