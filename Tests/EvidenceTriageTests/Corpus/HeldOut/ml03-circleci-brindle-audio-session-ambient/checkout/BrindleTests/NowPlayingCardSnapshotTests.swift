import XCTest
import SnapshotTesting
import SwiftUI
@testable import Brindle

final class NowPlayingCardSnapshotTests: XCTestCase {
    func testNowPlayingCardDarkMode() {
        let card = NowPlayingCard(episode: .fixture, isPlaying: true)
            .environment(\.colorScheme, .dark)
        assertSnapshot(of: UIHostingController(rootView: card), as: .image(on: .iPhone13))
    }
}
