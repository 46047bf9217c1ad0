import XCTest
import Shared

final class TallyFormatterTests: XCTestCase {
    func testCompactNumbers() {
        XCTAssertEqual(TallyFormatter.shared.compact(count: 12_500), "12.5K")
    }

    func testThousandsSeparator() {
        let fmt = TallyFormatter.shared
        XCTAssertEqual(fmt.full(count: 1234, localeTag: "en-US"), "1,234")
    }
}
