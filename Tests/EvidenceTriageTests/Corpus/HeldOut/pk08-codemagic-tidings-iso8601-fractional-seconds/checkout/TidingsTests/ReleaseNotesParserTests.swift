import XCTest
@testable import TidingsKit

final class ReleaseNotesParserTests: XCTestCase {
    func testUploadedDateParsedFromHeader() {
        let date = ReleaseNotesParser().uploadedDate(from: "Build 412 uploaded 2026-02-10T22:14:05.231+01:00")
        XCTAssertNotNil(date)
    }
}
