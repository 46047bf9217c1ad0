import XCTest
import TidemarkKit

final class WidgetKindTests: XCTestCase {
    /// The app reloads the widget with reloadTimelines(ofKind:); WidgetKit resolves
    /// the extension's configurations by the same string.
    func testTodayWidgetKindIsStableAcrossInits() {
        let first = WidgetKinds.todayAgenda
        let second = WidgetKinds.todayAgenda

        XCTAssertEqual(first, second, "widget kind must be identical across inits")
    }

    func testFocusWidgetKind() {
        XCTAssertEqual(WidgetKinds.focusBlock, "com.tidemark.widget.focus")
    }
}
