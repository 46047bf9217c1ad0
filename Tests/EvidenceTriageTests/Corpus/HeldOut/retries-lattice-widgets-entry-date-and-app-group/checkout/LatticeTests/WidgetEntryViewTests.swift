import SwiftUI
import WidgetKit
import XCTest
@testable import LatticeWidgetsCore

final class WidgetEntryViewTests: XCTestCase {
    func testEntryShowsDueCount() {
        let entry = ReviewEntry(date: .fixture("2026-08-13T18:00:00+02:00"), dueCards: 14, streak: 9)
        XCTAssertEqual(ReviewWidgetModel(entry: entry).dueText, "14 due")
    }

    func testMidnightEntryRendersEntryDate() {
        // WidgetKit renders timeline entries ahead of time: the midnight entry is drawn in the evening.
        let midnight = ReviewEntry(date: .fixture("2026-08-14T00:00:00+02:00"), dueCards: 30, streak: 9)
        let model = ReviewWidgetModel(entry: midnight, calendar: .berlin)
        XCTAssertEqual(model.dayLabel, "Fri 14", "the view must answer for the entry's date, not Date()")
    }
}
