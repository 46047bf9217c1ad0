import XCTest
@testable import Tidemark

final class SettingsViewModelTests: XCTestCase {
    func testLastBackupRelativeText() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        var vm = SettingsViewModel(lastBackup: now.addingTimeInterval(-60))
        vm.now = { now }
        XCTAssertEqual(vm.lastBackupText, "Last backup 1 minute ago")
    }
}
