import XCTest
@testable import Puffin

final class NightlyBackupTests: XCTestCase {
    func testBackupRequestSubmitted() throws {
        XCTAssertNoThrow(try NightlyBackup.shared.schedule())
    }

    func testBackupRunsOvernight() throws {
        let ran = expectation(description: "backup handler ran")
        NightlyBackup.shared.onRunForTesting = { ran.fulfill() }
        try NightlyBackup.shared.schedule()
        wait(for: [ran], timeout: 600)
    }
}
