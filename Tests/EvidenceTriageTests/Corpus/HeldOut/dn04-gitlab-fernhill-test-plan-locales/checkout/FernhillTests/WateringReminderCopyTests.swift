import XCTest
@testable import Fernhill

final class WateringReminderCopyTests: XCTestCase {
    func testBackgroundRefreshFooterIsTranslated() {
        let footer = ReminderCopy.refreshFooter(hours: 6)
        XCTAssertNotEqual(footer, "reminders.refresh.footer", "missing String Catalog entry for \(Locale.current.identifier)")
        XCTAssertTrue(footer.contains("6"))
    }
}
