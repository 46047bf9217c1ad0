import SnapshotTesting
import SwiftUI
import XCTest
@testable import EpisodeRow

final class EpisodeRowSnapshotTests: XCTestCase {
    func testEpisodeRowDark() {
        let row = EpisodeRowView(episode: .fixture(.longTitle))
            .environment(\.colorScheme, .dark)
        assertSnapshot(of: row, as: .image(layout: .fixed(width: 390, height: 88)))
    }

    func testEpisodeRowLight() {
        let row = EpisodeRowView(episode: .fixture(.longTitle))
        assertSnapshot(of: row, as: .image(layout: .fixed(width: 390, height: 88)))
    }
}
