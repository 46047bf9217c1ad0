import SnapshotTesting
import SwiftUI
import XCTest
@testable import Pillbox

final class ReminderCardSnapshotTests: XCTestCase {
    func testDueCardLightMode() {
        let card = ReminderCardView(reminder: .fixtureDue)
        assertSnapshot(of: UIHostingController(rootView: card), as: .image(on: .iPhone13))
    }

    func testOverdueCardDarkMode() {
        let card = ReminderCardView(reminder: .fixtureOverdue)
            .environment(\.colorScheme, .dark)
        assertSnapshot(of: UIHostingController(rootView: card), as: .image(on: .iPhone13))
    }
}
