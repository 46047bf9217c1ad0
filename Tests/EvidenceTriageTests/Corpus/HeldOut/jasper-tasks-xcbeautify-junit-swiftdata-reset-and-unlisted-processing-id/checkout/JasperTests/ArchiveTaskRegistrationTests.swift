import XCTest
@testable import Jasper

final class ArchiveTaskRegistrationTests: XCTestCase {
    func testRefreshHandlerRegistered() {
        XCTAssertTrue(BackgroundTasks.registeredIdentifiers.contains("com.jaspertasks.app.refresh"))
    }

    /// 3.9 adds a nightly processing task that archives completed tasks.
    func testArchiveHandlerRegistered() {
        XCTAssertTrue(BackgroundTasks.registeredIdentifiers.contains("com.jaspertasks.app.archive"),
                      "archive launch handler was not registered")
    }
}
