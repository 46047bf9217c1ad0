import XCTest
@testable import Hollowstone

final class CaptionFormatterTests: XCTestCase {
    func testShortCaptionIsUnchanged() {
        XCTAssertEqual(CaptionFormatter().widgetCaption("Low tide"), "Low tide")
    }

    func testTruncatesLongCaptionWithEllipsis() {
        let caption = "Low tide at Rhossili, looking towards Worms Head"
        XCTAssertEqual(CaptionFormatter().widgetCaption(caption), "Low tide at Rhossili, lookin…")
    }
}
