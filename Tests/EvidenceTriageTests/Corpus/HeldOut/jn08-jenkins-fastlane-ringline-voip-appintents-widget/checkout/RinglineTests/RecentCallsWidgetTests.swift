import XCTest
@testable import Ringline

final class RecentCallsWidgetTests: XCTestCase {
    func testTimelineShowsLastThreeCalls() {
        let store = InMemoryCallHistory(calls: [
            .fixture(name: "Ana", minutesAgo: 300), .fixture(name: "Ben", minutesAgo: 5),
            .fixture(name: "Chi", minutesAgo: 45), .fixture(name: "Dov", minutesAgo: 12),
        ])
        let entry = RecentCallsProvider(store: store).entry()
        XCTAssertEqual(entry.calls.map(\.name), ["Ben", "Dov", "Chi"])
    }
}
