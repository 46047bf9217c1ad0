import XCTest
import SwiftUI
import SnapshotTesting
@testable import Courtside

final class ScoreCardSnapshotTests: XCTestCase {
    func testLockScreenLayoutLight() {
        assertSnapshot(of: ScoreCardPreview.lockScreen(colorScheme: .light), as: .image(layout: .fixed(width: 364, height: 160)))
    }

    func testLockScreenLayoutDark() {
        assertSnapshot(of: ScoreCardPreview.lockScreen(colorScheme: .dark), as: .image(layout: .fixed(width: 364, height: 160)))
    }
}
