import SnapshotTesting
import SwiftUI
import XCTest
@testable import Trailmix

final class SettingsSnapshotTests: XCTestCase {
    override func invokeTest() {
        // References were recorded on iPhone 16 / iOS 18.5 (see fastlane/Scanfile).
        withSnapshotTesting(record: .never) {
            super.invokeTest()
        }
    }

    func testUnitsPickerRow() {
        let row = SettingsUnitsRow(units: .constant(.metric))
            .frame(width: 390)
        assertSnapshot(of: row, as: .image(layout: .sizeThatFits, traits: .init(userInterfaceStyle: .light)))
    }

    func testNotificationToggleRow() {
        let row = SettingsToggleRow(title: "Trail condition alerts", isOn: .constant(true))
            .frame(width: 390)
        assertSnapshot(of: row, as: .image(layout: .sizeThatFits, traits: .init(userInterfaceStyle: .dark)))
    }
}
