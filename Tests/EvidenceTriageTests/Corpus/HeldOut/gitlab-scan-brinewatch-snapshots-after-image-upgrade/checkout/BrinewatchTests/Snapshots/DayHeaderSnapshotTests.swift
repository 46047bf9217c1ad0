import SnapshotTesting
import SwiftUI
import XCTest
@testable import Brinewatch

final class DayHeaderSnapshotTests: XCTestCase {
    func testHeaderLargeText() {
        let view = DayHeader(date: .fixture("2026-06-21"), highWater: "5:42")
            .environment(\.sizeCategory, .accessibilityLarge)
        assertSnapshot(of: view, as: .image(precision: 0.99, layout: .fixed(width: 393, height: 120)))
    }
}
