import XCTest
@testable import Pinecone

final class FileSizeFormatterTests: XCTestCase {
    func testFormatsKilobytes() {
        XCTAssertEqual(FileSizeFormatter.string(fromBytes: 2_048), "2 KB")
    }

    func testFormatsMegabytesWithOneDecimal() {
        XCTAssertEqual(FileSizeFormatter.string(fromBytes: 1_572_864), "1.5 MB")
    }

    func testFormatsGigabytes() {
        XCTAssertEqual(FileSizeFormatter.string(fromBytes: 3_000_000_000), "3 GB")
    }
}
