import XCTest
@testable import Mossbank

final class BackupTaskHandlerTests: XCTestCase {
    func testRegistersWhenBackupEnabled() {
        let settings = BackupSettings(store: .inMemory)
        settings.isNightlyBackupEnabled = true        // the app registers the handler from this toggle
        XCTAssertTrue(BackupTaskHandler.shared.isRegistered)
    }
}
