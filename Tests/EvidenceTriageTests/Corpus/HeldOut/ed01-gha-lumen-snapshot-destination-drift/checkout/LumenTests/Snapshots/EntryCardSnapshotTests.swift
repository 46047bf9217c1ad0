import SnapshotTesting
import XCTest
@testable import Lumen

/// #409 ("Card spacing v2") re-recorded testEntryCard_compact.1.png (and the dark
/// settings reference) on a local iPhone 17 Pro (26.1) simulator; the other
/// references still come from the iPhone 16 (18.6) recording in #361.
@MainActor
final class EntryCardSnapshotTests: XCTestCase {

    override func setUp() {
        super.setUp()
        // isRecording is driven by the RECORD_SNAPSHOTS env var locally; CI never records.
    }

    func testEntryCard_regular() {
        let card = EntryCardViewController(entry: .fixture(mood: .calm, words: 412))
        card.loadViewIfNeeded()
        assertSnapshot(of: card, as: .image(precision: 0.99), named: "regular")
    }

    func testEntryCard_compact() {
        let card = EntryCardViewController(entry: .fixture(mood: .bright, words: 38), style: .compact)
        card.loadViewIfNeeded()
        assertSnapshot(of: card, as: .image(precision: 0.99))
    }

    func testEntryCard_withPhotoStrip() {
        let card = EntryCardViewController(entry: .fixture(mood: .calm, words: 90, photos: 3))
        card.loadViewIfNeeded()
        assertSnapshot(of: card, as: .image(precision: 0.99, perceptualPrecision: 0.98), named: "photos")
    }
}
