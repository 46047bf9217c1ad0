import XCTest
@testable import LumenPost

final class PhotoCaptionFormatterTests: XCTestCase {
    func testCaptionTruncatesOnWordBoundary() {
        let f = PhotoCaptionFormatter(limit: 24)
        let out = f.format("Sunrise over the harbour wall at low tide")
        XCTAssertEqual(out, "Sunrise over the harbour…")
    }
}
