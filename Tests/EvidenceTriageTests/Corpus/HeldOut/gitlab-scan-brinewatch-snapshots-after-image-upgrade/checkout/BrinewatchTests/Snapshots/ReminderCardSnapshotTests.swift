import SnapshotTesting
import SwiftUI
import XCTest
@testable import Brinewatch

// References recorded on iPhone 15 / iOS 17.5 (Xcode 15.4). Re-record only on that simulator.
final class ReminderCardSnapshotTests: XCTestCase {
    func testOverdueCardLight() {
        let view = ReminderCard(reminder: .fixture(state: .overdue))
            .frame(width: 393)
        assertSnapshot(of: view, as: .image(layout: .sizeThatFits))
    }

    func testOverdueCardDark() {
        let view = ReminderCard(reminder: .fixture(state: .overdue))
            .frame(width: 393)
            .environment(\.colorScheme, .dark)
        assertSnapshot(of: view, as: .image(layout: .sizeThatFits))
    }
}
