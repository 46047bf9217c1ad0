import XCTest
@testable import Wayfarer

final class HistoryPanelViewModelTests: XCTestCase {
    private var subject: HistoryPanelViewModel!

    override func setUp() {
        super.setUp()
        subject = HistoryPanelViewModel()
    }

    private func visit(hoursAgo: Double) -> VisitedSite {
        VisitedSite(url: URL(string: "https://example.org/\(hoursAgo)")!,
                    title: "Example",
                    visitedAt: Date().addingTimeInterval(-hoursAgo * 3600))
    }

    func testVisitFromTwoHoursAgoIsGroupedIntoToday() {
        let site = visit(hoursAgo: 2)
        subject.populate(with: [site])
        XCTAssertEqual(subject.section(for: site), .today)
    }

    func testVisitFromLastHourIsGroupedIntoLastHour() {
        let site = visit(hoursAgo: 0.99)
        subject.populate(with: [site])
        XCTAssertEqual(subject.section(for: site), .lastHour)
    }

    func testVisitFromThreeDaysAgoIsGroupedIntoLastWeek() {
        let site = visit(hoursAgo: 72)
        XCTAssertEqual(subject.section(for: site), .lastWeek)
    }
}
