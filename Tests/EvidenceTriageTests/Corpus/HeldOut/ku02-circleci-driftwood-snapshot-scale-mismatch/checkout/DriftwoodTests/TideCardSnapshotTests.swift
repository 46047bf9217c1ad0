import SnapshotTesting
import SwiftUI
import XCTest
@testable import Driftwood

// References in __Snapshots__/TideCardSnapshotTests/ were recorded on an iPhone SE (3rd generation) simulator.
final class TideCardSnapshotTests: XCTestCase {
    private let card = TideCard(station: .fixture, readings: .fixtureWeek)

    func testTideCardLightMode() {
        let vc = UIHostingController(rootView: card.frame(width: 350, height: 120))
        assertSnapshot(of: vc, as: .image(size: CGSize(width: 350, height: 120)))
    }

    func testTideCardDarkMode() {
        let vc = UIHostingController(rootView: card.frame(width: 350, height: 120).environment(\.colorScheme, .dark))
        assertSnapshot(of: vc, as: .image(size: CGSize(width: 350, height: 120)))
    }
}
