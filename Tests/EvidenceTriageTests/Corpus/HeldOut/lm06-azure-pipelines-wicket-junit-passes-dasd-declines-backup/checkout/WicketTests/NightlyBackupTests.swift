import XCTest
@testable import Wicket

final class NightlyBackupTests: XCTestCase {
    func testBackupRunsWhenCharging() throws {
        let ran = expectation(forNotification: .nightlyBackupDidRun, object: nil)
        try NightlyBackup.schedule(earliest: Date(timeIntervalSinceNow: 60))
        wait(for: [ran], timeout: 300)
    }
}
