import XCTest
@testable import Brindle

final class CaptureSyncRegistrationTests: XCTestCase {
    func testExportHandlerRegistered() { XCTAssertTrue(BackgroundTasks.registered["com.brindle.capture.export"] == true) }

    func testSyncHandlerRegistered() {
        let ok = BackgroundTasks.registered["com.brindle.capture.sync"] == true
        XCTAssertTrue(ok, "BGTaskScheduler.register returned false for com.brindle.capture.sync")
    }
}
