import XCTest
@testable import FennelShared

/// Runs inside the host app; the keyboard extension writes through the same App Group.
final class SharedConfigurationStoreTests: XCTestCase {
    func testHapticsSettingVisibleToKeyboard() throws {
        let app = FennelConfigurationStore(side: .app)
        let keyboard = FennelConfigurationStore(side: .keyboard)
        app.isHapticFeedbackEnabled = true
        XCTAssertTrue(keyboard.isHapticFeedbackEnabled)
    }

    func testFullAccessRecordedForApp() throws {
        KeyboardAccessStateStore(side: .keyboard).recordFullAccess(true)
        XCTAssertTrue(KeyboardAccessStateStore(side: .app).hasFullAccess, "app still reports Full Access missing")
    }
}
