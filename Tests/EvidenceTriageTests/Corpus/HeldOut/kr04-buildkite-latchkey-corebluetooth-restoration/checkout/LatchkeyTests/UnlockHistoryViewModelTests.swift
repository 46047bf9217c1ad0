import XCTest
@testable import Latchkey

final class UnlockHistoryViewModelTests: XCTestCase {
    func testGroupsUnlocksByDay() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
        let viewModel = UnlockHistoryViewModel(calendar: calendar)
        let evening = Date(timeIntervalSince1970: 1_796_158_800) // 2026-12-01 22:40 Berlin
        let morning = evening.addingTimeInterval(9 * 3600)        // 2026-12-02 07:40 Berlin
        let sections = viewModel.sections(for: [
            UnlockEvent(date: morning, method: "approach"),
            UnlockEvent(date: evening, method: "app"),
        ])
        XCTAssertEqual(sections.first?.events.first?.method, "approach", "newest day first")
    }
}
