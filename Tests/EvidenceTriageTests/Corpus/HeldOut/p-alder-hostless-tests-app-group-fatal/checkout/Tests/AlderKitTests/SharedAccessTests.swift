import XCTest
@testable import AlderKit

final class SharedAccessTests: XCTestCase {
    func testLogFolderIsCreatedUnderBaseFolder() throws {
        let logs = SharedAccess.logFolderURL
        XCTAssertTrue(logs.path.hasPrefix(SharedAccess.baseFolderURL.path))
    }
}
