import SnapshotTesting
import SwiftUI
import XCTest
@testable import Driftwood
@testable import DriftwoodKit

/// References live in __Snapshots__/TideCardSnapshotTests and were recorded on
/// the old CI reference device (iPhone 14, iOS 16.4). See SnapshotEnvironment.
final class TideCardSnapshotTests: XCTestCase {
    private let table = TideTable.fixture("falmouth-2026-06-21")

    func testTideCardEmptyState() {
        let card = UIHostingController(rootView: TideCardView(table: .empty))
        card.view.frame = CGRect(x: 0, y: 0, width: 390, height: 210)
        assertSnapshot(of: card, as: .image)
    }

    func testTideCardDarkMode() {
        let card = UIHostingController(rootView: TideCardView(table: table))
        card.view.frame = CGRect(x: 0, y: 0, width: 390, height: 210)
        assertSnapshot(of: card, as: .image(traits: .init(userInterfaceStyle: .dark)))
    }

    func testTideCardLargeText() {
        let card = UIHostingController(rootView: TideCardView(table: table))
        assertSnapshot(of: card, as: .image(on: .init(safeArea: .zero, size: nil, traits: .init(preferredContentSizeCategory: .accessibilityLarge))))
    }
}
