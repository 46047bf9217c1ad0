import XCTest
@testable import Pinwheel

final class DebugSettingsTests: XCTestCase {
    func testMessageIDsHiddenByDefault() {
        XCTAssertFalse(DebugSettings(store: .ephemeral()).showMessageIDs)
    }

    func testVerboseSyncLogOffByDefault() {
        XCTAssertFalse(DebugSettings(store: .ephemeral()).verboseSyncLog,
                       "verbose sync log must be off for new installs")
    }
}
