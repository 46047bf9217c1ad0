import SnapshotTesting
import UIKit
import XCTest
@testable import PuffinFeed

final class FeedCardSnapshotTests: XCTestCase {
    /// Reference images ship in Snapshots.bundle (//Puffin/Tests:SnapshotsData).
    private func referenceDirectory(file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let bundle = Bundle(for: Self.self)
        let url = try XCTUnwrap(bundle.url(forResource: "Snapshots", withExtension: "bundle"),
                                "Snapshots.bundle missing from \(bundle.bundlePath)", file: file, line: line)
        return url.appendingPathComponent("FeedCardSnapshotTests").path
    }

    func testDefaultCard() throws {
        let card = FeedCardView(model: .fixture(title: "Puffins return to the cliffs", source: "Coast Gazette"))
        let directory = try referenceDirectory()
        assertSnapshot(of: card, as: .image(size: CGSize(width: 390, height: 220)), snapshotDirectory: directory)
    }

    func testOfflineBanner() throws {
        let card = FeedCardView(model: .fixture(title: "Saved for later", source: "Coast Gazette", offline: true))
        let directory = try referenceDirectory()
        assertSnapshot(of: card, as: .image(size: CGSize(width: 390, height: 220)), snapshotDirectory: directory)
    }
}
