import FBSnapshotTestCase
@testable import Marigold

/// References live in MarigoldTests/ReferenceImages_64 and are recorded locally (RECORD_SNAPSHOTS=1)
/// on the iPhone 16 Pro / iOS 18.5 simulator, the same simulator CI uses.
final class RecipeCardSnapshotTests: FBSnapshotTestCase {
    override func setUp() {
        super.setUp()
        recordMode = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    }

    func testRecipeCardDarkMode() {
        let card = RecipeCardView.fixture(title: "Charred leeks with romesco", minutes: 35)
        card.overrideUserInterfaceStyle = .dark
        FBSnapshotVerifyView(card)
    }

    func testRecipeCardLongTitleTruncates() {
        let card = RecipeCardView.fixture(title: "Slow-roasted tomato, fennel and white bean stew with gremolata", minutes: 90)
        FBSnapshotVerifyView(card)
    }

    func testRecipeCardLightMode() {
        FBSnapshotVerifyView(RecipeCardView.fixture(title: "Miso butter noodles", minutes: 15))
    }
}
