import XCTest
@testable import Murmurlog

final class JournalBackupTaskTests: XCTestCase {
    func testBackupRunsOvernight() throws {
        let finished = expectation(forNotification: .journalBackupFinished, object: nil)
        try JournalBackupTask.scheduleTonight()
        // CI simulators are always "on power", so the backup should start promptly.
        wait(for: [finished], timeout: 180)
    }
}
