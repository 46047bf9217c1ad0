import XCTest
@testable import OrreryWidgets

final class WidgetEntryViewTests: XCTestCase {
    // Fixture: a departure board last synced on 2004-01-16
    private let entry = DepartureEntry(date: Date(timeIntervalSince1970: 1_074_211_200), departures: .fixture)

    func testRelativeUpdatedLabel() {
        let label = DepartureEntryViewModel(entry: entry).updatedLabel
        XCTAssertEqual(label, "Updated 22 years ago")
    }
}
