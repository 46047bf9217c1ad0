import FBSnapshotTestCase
@testable import Pinewick

final class ReceiptCardSnapshotTests: FBSnapshotTestCase {
    override func setUp() {
        super.setUp()
        recordMode = false
    }

    private func makeCard(style: UIUserInterfaceStyle) -> ReceiptCardView {
        let card = ReceiptCardView(frame: CGRect(x: 0, y: 0, width: 375, height: 220))
        card.overrideUserInterfaceStyle = style
        card.configure(with: .fixture)
        return card
    }

    func testReceiptCardLight() {
        FBSnapshotVerifyView(makeCard(style: .light))
    }

    func testReceiptCardDark() {
        FBSnapshotVerifyView(makeCard(style: .dark))
    }
}
