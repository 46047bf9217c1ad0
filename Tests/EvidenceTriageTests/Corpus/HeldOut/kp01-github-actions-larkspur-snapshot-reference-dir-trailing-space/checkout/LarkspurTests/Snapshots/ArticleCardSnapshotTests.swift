import FBSnapshotTestCase
@testable import Larkspur

final class ArticleCardSnapshotTests: FBSnapshotTestCase {
    override func setUp() {
        super.setUp()
        recordMode = false
    }

    private func makeCard(style: UIUserInterfaceStyle) -> UIView {
        let card = ArticleCardView(frame: CGRect(x: 0, y: 0, width: 375, height: 148))
        card.overrideUserInterfaceStyle = style
        card.configure(with: .fixture(title: "Harbour council approves new ferry timetable",
                                      source: "Larkspur Local", minutes: 4))
        card.layoutIfNeeded()
        return card
    }

    func testCompactCardDarkMode() {
        FBSnapshotVerifyView(makeCard(style: .dark))
    }

    func testCompactCardLightMode() {
        // Reference images live in LarkspurTests/ReferenceImages_64 (FB_REFERENCE_IMAGE_DIR, set in the scheme).
        FBSnapshotVerifyView(makeCard(style: .light))
    }
}
