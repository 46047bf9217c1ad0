import SnapshotTesting
import XCTest
@testable import Podlark

/// Reference images live in __Snapshots__/NowPlayingCardSnapshotTests.
/// They were recorded on the team's reference simulator (see Tests/README.md: iPhone 16 Pro, iOS 18.5).
final class NowPlayingCardSnapshotTests: XCTestCase {
    private func makeCard(style: UIUserInterfaceStyle) -> UIViewController {
        let card = NowPlayingCardViewController(episode: .fixture(title: "The Long Tail of Tides",
                                                                   show: "Harbour Hours",
                                                                   progress: 0.42))
        card.overrideUserInterfaceStyle = style
        return card
    }

    func testNowPlayingCardLightMode() {
        assertSnapshot(of: makeCard(style: .light), as: .image(perceptualPrecision: 0.98))
    }

    func testNowPlayingCardDarkMode() {
        // The card is laid out in the window of the simulator the test runs on, so the
        // image takes that simulator's width and scale.
        let card = makeCard(style: .dark)
        card.preferredContentSize = CGSize(width: UIScreen.main.bounds.width, height: 180)
        assertSnapshot(of: card, as: .image(perceptualPrecision: 0.98))
    }
}
