import SnapshotTesting
import SwiftUI
import XCTest
@testable import Fernleaf

final class TimelineSnapshotTests: XCTestCase {
    func testEntryCardLightMode() {
        assertFernleafSnapshot(of: EntryCard(entry: .fixture(title: "Low tide at Porthcurno", mood: .calm)))
    }

    func testEntryCardDarkMode() {
        assertFernleafSnapshot(of: EntryCard(entry: .fixture(title: "Low tide at Porthcurno", mood: .calm)),
                               colorScheme: .dark)
    }

    func testEmptyTimelineSections() {
        // Text snapshot: independent of the simulator's screen size.
        assertSnapshot(of: TimelineViewModel(entries: []).sections, as: .dump)
    }
}
