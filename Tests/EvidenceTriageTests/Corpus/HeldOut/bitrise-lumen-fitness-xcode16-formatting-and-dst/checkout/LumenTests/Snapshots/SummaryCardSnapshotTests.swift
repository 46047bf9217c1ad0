import SnapshotTesting
import SwiftUI
import XCTest
@testable import Lumen

final class SummaryCardSnapshotTests: XCTestCase {
    func testSummaryCardLightMode() {
        let card = SummaryCardView(summary: .fixture)
        assertSnapshot(of: card, as: .image(layout: .device(config: .iPhone13), traits: .init(userInterfaceStyle: .light)))
    }

    func testSummaryCardDarkMode() {
        let card = SummaryCardView(summary: .fixture)
        assertSnapshot(of: card, as: .image(precision: 0.99, layout: .device(config: .iPhone13), traits: .init(userInterfaceStyle: .dark)))
    }
}
