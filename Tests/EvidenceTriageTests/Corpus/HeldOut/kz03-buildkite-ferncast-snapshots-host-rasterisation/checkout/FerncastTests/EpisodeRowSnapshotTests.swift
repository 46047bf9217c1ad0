import XCTest
import SnapshotTesting
@testable import Ferncast

/// References recorded on the design team's reference Mac (see docs/snapshots.md).
final class EpisodeRowSnapshotTests: XCTestCase {
    private let size = CGSize(width: 390, height: 88)

    func testDownloadedBadgeRow() {
        let row = EpisodeRowView(model: .fixture(state: .downloaded))
        assertSnapshot(of: row, as: .image(precision: 1, traits: .init(displayScale: 3), layout: .fixed(width: size.width, height: size.height)))
    }

    func testQueuedRowDarkMode() {
        let row = EpisodeRowView(model: .fixture(state: .queued))
        row.overrideUserInterfaceStyle = .dark
        assertSnapshot(of: row, as: .image(precision: 1, traits: .init(displayScale: 3), layout: .fixed(width: size.width, height: size.height)))
    }

    func testStreamingRow() {
        let row = EpisodeRowView(model: .fixture(state: .streaming))
        assertSnapshot(of: row, as: .image(precision: 0.98, traits: .init(displayScale: 3), layout: .fixed(width: size.width, height: size.height)))
    }
}
