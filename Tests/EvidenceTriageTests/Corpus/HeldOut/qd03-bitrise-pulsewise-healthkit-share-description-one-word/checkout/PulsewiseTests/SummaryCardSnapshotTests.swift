import SnapshotTesting
import SwiftUI
import XCTest
@testable import Pulsewise

final class SummaryCardSnapshotTests: XCTestCase {
    func testLightModeCard() {
        assertSnapshot(of: SummaryCard.preview, as: .image(layout: .device(config: .iPhone13)))
    }

    func testDarkModeCard() {
        let view = SummaryCard.preview.environment(\.colorScheme, .dark)
        assertSnapshot(of: view, as: .image(layout: .device(config: .iPhone13)))
    }
}
