import XCTest
import BackgroundTasks
@testable import Harborline

final class TimetableRefreshTaskTests: XCTestCase {
    func testIdentifierIsNamespaced() {
        XCTAssertTrue(TimetableRefreshTask.identifier.hasPrefix(Bundle.main.bundleIdentifier!))
    }

    func testSubmitRefreshSucceeds() {
        XCTAssertNoThrow(try TimetableRefreshTask.submit(after: 15 * 60))
    }
}
