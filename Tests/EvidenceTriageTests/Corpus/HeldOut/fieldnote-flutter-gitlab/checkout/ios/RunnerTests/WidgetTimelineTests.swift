import WidgetKit
import XCTest
@testable import Runner

/// The notes widget renders the three latest notes from the shared app group.
/// After the app saves a note it asks WidgetKit to reload the widget's timeline;
/// the widget's TimelineProvider stamps "lastTimelineAt" into the group defaults.
final class WidgetTimelineTests: XCTestCase {

    private let groupDefaults = UserDefaults(suiteName: "group.org.fieldnote.shared")!

    func testSharedSnapshotWrittenOnSave() throws {
        try WidgetBridge.saveSnapshot(notes: [.fixture(id: "n-9", title: "Kingfisher")])
        let data = try XCTUnwrap(groupDefaults.data(forKey: "widget.snapshot"))
        XCTAssertFalse(data.isEmpty)
    }

    func testWidgetTimelineReloadsWithinFiveSecondsOfSave() throws {
        let before = groupDefaults.double(forKey: "lastTimelineAt")
        let regenerated = expectation(description: "FieldnoteWidget timeline regenerated")
        let observer = groupDefaults.observe(\.lastTimelineAt, options: [.new]) { _, change in
            if let value = change.newValue, value > before { regenerated.fulfill() }
        }
        defer { observer.invalidate() }

        try WidgetBridge.saveSnapshot(notes: [.fixture(id: "n-10", title: "Otter tracks")])
        WidgetCenter.shared.reloadTimelines(ofKind: "FieldnoteWidget")

        wait(for: [regenerated], timeout: 5)
    }
}

private extension UserDefaults {
    @objc dynamic var lastTimelineAt: Double { double(forKey: "lastTimelineAt") }
}
