import XCTest
@testable import Spindle

final class DownloadRowTests: XCTestCase {
    func testByteCountFormatting() {
        let row = DownloadRowModel(fileName: "talk.mp4", bytes: 1_572_864, total: 10_485_760)
        XCTAssertEqual(row.subtitle, "1.5 MB of 10 MB")
    }
}
