import SnapshotTesting
import SwiftUI
import XCTest
@testable import Tallow

/// Reference images were recorded on iPhone 13-sized canvases (390 x 844) with Xcode 16.4 / iOS 18.5.
final class SettingsScreenSnapshotTests: XCTestCase {
    override func invokeTest() {
        withSnapshotTesting(record: .never) {
            super.invokeTest()
        }
    }

    func testBackgroundSyncToggleOn() {
        let screen = SettingsScreen(model: .preview(backgroundSyncEnabled: true, wifiOnly: true))
        assertSnapshot(of: UIHostingController(rootView: screen), as: .image(on: .iPhone13, precision: 0.995))
    }

    func testBackgroundSyncToggleOff() {
        let screen = SettingsScreen(model: .preview(backgroundSyncEnabled: false, wifiOnly: false))
        assertSnapshot(of: UIHostingController(rootView: screen), as: .image(on: .iPhone13, precision: 0.995))
    }

    func testExportSection() {
        let screen = SettingsScreen(model: .preview(backgroundSyncEnabled: true, wifiOnly: true))
            .scrollPosition(id: .constant("export"))
        assertSnapshot(of: UIHostingController(rootView: screen), as: .image(on: .iPhone13, precision: 0.98))
    }
}
