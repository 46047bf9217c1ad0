import SnapshotTesting
import SwiftUI
import XCTest
@testable import Fallowmere

final class ThreadRowSnapshotTests: XCTestCase {
    func testThreadRowLightMode() {
        let row = ThreadRow(thread: .fixture(subject: "Quarterly figures", unread: true))
        assertSnapshot(of: row.frame(width: 390), as: .image(traits: .init(userInterfaceStyle: .light)))
    }

    func testThreadRowDarkMode() {
        let row = ThreadRow(thread: .fixture(subject: "Quarterly figures", unread: true))
        assertSnapshot(of: row.frame(width: 390), as: .image(traits: .init(userInterfaceStyle: .dark)))
    }
}
