import SnapshotTesting
import SwiftUI
import XCTest
@testable import LumenKit

final class BadgeViewSnapshotTests: XCTestCase {
    func testRoundedBadgeLightMode() {
        let badge = BadgeView(text: "NEW", tint: .lumenAccent).frame(width: 64, height: 28)
        assertSnapshot(of: badge, as: .image(layout: .sizeThatFits, traits: .init(userInterfaceStyle: .light)))
    }

    func testRoundedBadgeDarkMode() {
        let badge = BadgeView(text: "NEW", tint: .lumenAccent).frame(width: 64, height: 28)
        assertSnapshot(of: badge, as: .image(layout: .sizeThatFits, traits: .init(userInterfaceStyle: .dark)))
    }

    func testAvatarStackWithBorder() {
        let stack = AvatarStack(initials: ["AK", "MR", "JS"], border: 2).frame(width: 96, height: 40)
        assertSnapshot(of: stack, as: .image(layout: .sizeThatFits))
    }
}
