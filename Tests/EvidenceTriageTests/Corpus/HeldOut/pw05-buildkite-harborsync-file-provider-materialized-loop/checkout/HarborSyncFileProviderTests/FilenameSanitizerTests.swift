import XCTest
@testable import HarborSyncFileProvider

final class FilenameSanitizerTests: XCTestCase {
    func testColonReplacedOnDisk() {
        XCTAssertEqual(FilenameSanitizer.onDisk("Minutes 10:30.md"), "Minutes 10∶30.md")
    }
}
