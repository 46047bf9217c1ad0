import XCTest
@testable import Cairnmap

final class ArchiveCleanupRegistrationTests: XCTestCase {
    func testArchiveCleanupTaskIsRegistered() {
        let last = Diagnostics.shared.records(for: "com.cairnmap.app.archive-cleanup", phase: .registration).last
        XCTAssertEqual(last?.outcome, .succeeded, "archive-cleanup must register at launch")
    }
}
