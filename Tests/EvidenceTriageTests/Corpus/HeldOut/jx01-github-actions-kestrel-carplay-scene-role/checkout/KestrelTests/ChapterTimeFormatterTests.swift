import XCTest
@testable import Kestrel

final class ChapterTimeFormatterTests: XCTestCase {
    private let formatter = ChapterTimeFormatter()

    func testFormatsShortChapters() {
        XCTAssertEqual(formatter.string(from: 725), "12:05")
    }

    func testFormatsChaptersLongerThanAnHour() {
        XCTAssertEqual(formatter.string(from: 3725), "1:02:05")
    }

    func testDropsFractionalSeconds() {
        XCTAssertEqual(formatter.string(from: 59.9), "0:59")
    }
}
