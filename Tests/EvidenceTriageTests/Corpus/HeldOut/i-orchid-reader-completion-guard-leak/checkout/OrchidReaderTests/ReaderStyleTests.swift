import XCTest
@testable import OrchidReader

final class ReaderStyleTests: XCTestCase {
    func testBundledReaderStylesheetLoads() throws {
        let url = try XCTUnwrap(Bundle(for: ReaderView.self).url(forResource: "reader", withExtension: "css"))
        XCTAssertTrue(try String(contentsOf: url).contains("--reader-font"))
    }
}
