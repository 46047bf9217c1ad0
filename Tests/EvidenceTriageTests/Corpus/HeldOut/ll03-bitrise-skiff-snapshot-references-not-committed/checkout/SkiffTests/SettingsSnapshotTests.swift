import SnapshotTesting
import SwiftUI
import XCTest
@testable import Skiff

/// References live in __Snapshots__/SettingsSnapshotTests, recorded on iPhone 16 / iOS 18.2.
/// The CI test plan sets SNAPSHOT_TESTING_RECORD=never: a missing reference fails instead of being recorded.
final class SettingsSnapshotTests: XCTestCase {
    private func host(_ view: some View, _ scheme: ColorScheme) -> UIViewController {
        UIHostingController(rootView: view.environment(\.colorScheme, scheme))
    }

    func testNotificationsRowLight() { assertSnapshot(of: host(NotificationsRow(enabled: true), .light), as: .image(on: .iPhone13)) }
    func testNotificationsRowDark() { assertSnapshot(of: host(NotificationsRow(enabled: true), .dark), as: .image(on: .iPhone13)) }
    func testAccountHeaderLight() { assertSnapshot(of: host(AccountHeader.preview, .light), as: .image(on: .iPhone13)) }
    func testAccountHeaderDark() { assertSnapshot(of: host(AccountHeader.preview, .dark), as: .image(on: .iPhone13)) }

    // Added with the background sync setting (#588).
    func testBackgroundSyncRowLight() {
        assertSnapshot(of: host(BackgroundSyncRow(lastSync: .fixture), .light), as: .image(on: .iPhone13))
    }

    func testBackgroundSyncRowDark() {
        assertSnapshot(of: host(BackgroundSyncRow(lastSync: .fixture), .dark), as: .image(on: .iPhone13))
    }
}
