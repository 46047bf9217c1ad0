import XCTest
@testable import Wren

final class SnoozeOptionsTests: XCTestCase {
    func testSnoozeLabelsUsePluralRules() {
        let labels = SnoozeOptions.labels(minutes: [1, 5, 60])
        XCTAssertEqual(labels, ["1 minute", "5 minutes", "1 hour"])
    }
}
