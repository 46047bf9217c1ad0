import XCTest
import Shared

final class TideTableTests: XCTestCase {
    func testNextHighTideAfterNoon() {
        let table = TideTable(entries: TideFixtures.shared.harwichAugust)
        XCTAssertEqual(table.nextHigh(afterMinuteOfDay: 720)?.label, "14:52")
    }

    func testEmptyTableHasNoNextHigh() {
        XCTAssertNil(TideTable(entries: []).nextHigh(afterMinuteOfDay: 0))
    }
}
