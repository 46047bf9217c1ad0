import XCTest
@testable import Wrenfield

final class BackupTaskRegistrationTests: XCTestCase {
    func testBackupHandlerRegisteredBeforeLaunchCompletes() {
        let settings = SettingsViewModel(backupsEnabled: true)
        settings.onAppear()
        XCTAssertTrue(Diagnostics.records.contains {
            $0.identifier == NightlyBackupScheduler.identifier && $0.phase == .registration && $0.outcome == .succeeded
        })
    }
}
