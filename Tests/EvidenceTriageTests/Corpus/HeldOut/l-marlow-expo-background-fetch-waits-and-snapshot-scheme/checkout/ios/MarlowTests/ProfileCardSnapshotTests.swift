import FBSnapshotTestCase
@testable import Marlow

final class ProfileCardSnapshotTests: FBSnapshotTestCase {
    override func setUp() {
        super.setUp()
        recordMode = false
    }

    func testProfileCardLight() {
        let card = ProfileCardView(profile: .fixtureAda)
        card.frame = CGRect(x: 0, y: 0, width: 343, height: 120)
        FBSnapshotVerifyView(card)
    }
}
