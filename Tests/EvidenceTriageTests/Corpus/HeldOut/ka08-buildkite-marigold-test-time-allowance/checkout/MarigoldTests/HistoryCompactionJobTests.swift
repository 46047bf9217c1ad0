import XCTest
@testable import Marigold

final class HistoryCompactionJobTests: XCTestCase {
    func testCompactionKeepsNewestDosePerDay() {
        let store = InMemoryDoseHistoryStore(doses: [.fixture("2026-11-20 08:00"), .fixture("2026-11-20 21:00")])
        HistoryCompactionJob(store: store).compact()
        XCTAssertEqual(store.all().map(\.takenAtText), ["2026-11-20 21:00"], "compaction kept the oldest dose of the day")
    }
}
