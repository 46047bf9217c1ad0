import FBSnapshotTestCase
import UIKit
@testable import QuillMap

final class RouteCardSnapshotTests: FBSnapshotTestCase {
    override func setUp() {
        super.setUp()
        // Reference images were recorded on iPhone 16 / iOS 26.0 (see ReferenceImages_64/README.md).
        recordMode = false
        fileNameOptions = [.device, .OS, .screenScale]
    }

    private func makeCard(_ style: UIUserInterfaceStyle, category: UIContentSizeCategory = .large) -> RouteCardView {
        let card = RouteCardView(frame: CGRect(x: 0, y: 0, width: 390, height: 180))
        card.overrideUserInterfaceStyle = style
        card.configure(with: .fixture(name: "Ridge Loop via Col de Balme", distance: 11_400, ascent: 812))
        card.traitOverrides.preferredContentSizeCategory = category
        card.layoutIfNeeded()
        return card
    }

    func testRouteCardLight() {
        FBSnapshotVerifyView(makeCard(.light))
    }

    func testRouteCardDark() {
        FBSnapshotVerifyView(makeCard(.dark))
    }

    func testRouteCardLargeText() {
        FBSnapshotVerifyView(makeCard(.light, category: .accessibilityLarge))
    }
}
