import SwiftUI
import XCTest
@testable import Fernleaf

final class ReminderSettingsSnapshotTests: XCTestCase {
    func testReminderSettingsScreen() {
        assertFernleafSnapshot(of: ReminderSettingsView(model: .preview(time: .init(hour: 21, minute: 30))))
    }
}
