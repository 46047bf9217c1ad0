import XCTest
@testable import Maple

final class SettingsStoreTests: XCTestCase {
    func testDefaultBackupQualityIsOriginal() {
        let store = SettingsStore(defaults: .standard)
        XCTAssertEqual(store.backupQuality, .original)
    }
}
