import XCTest
@testable import Sedgemoor

final class TotalsFieldTests: XCTestCase {
    func testTypingDigitsFormatsAsPounds() {
        let field = TotalsField()
        field.insertText("1845")
        XCTAssertEqual(field.text, "£18.45")
    }

    func testPastingGroupedAmount() {
        let field = TotalsField()
        UIPasteboard.general.string = "£1,204.50"
        field.paste(nil)
        XCTAssertEqual(field.amount, 1204.50)
    }
}
