import WidgetKit
import XCTest
@testable import Elm

final class WidgetRefreshTests: XCTestCase {
    private let shared = UserDefaults(suiteName: "group.com.elmnotes.shared")!

    override func setUp() {
        super.setUp()
        shared.removeObject(forKey: "widget.timelineGeneratedAt")
    }

    func testSaveWritesWidgetSnapshot() throws {
        try NoteEditor.save(title: "Groceries", body: "oat milk")
        XCTAssertEqual(WidgetSnapshot.load(from: shared)?.latestTitle, "Groceries")
    }

    /// Saving asks WidgetCenter to reload; the widget's getTimeline stamps the shared defaults.
    func testSavingNoteReloadsWidget() throws {
        try NoteEditor.save(title: "Groceries", body: "oat milk")
        let deadline = Date().addingTimeInterval(5)
        while shared.object(forKey: "widget.timelineGeneratedAt") == nil, Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.2))
        }
        XCTAssertNotNil(shared.object(forKey: "widget.timelineGeneratedAt"), "widget timeline was not regenerated within 5 s of save")
    }
}
