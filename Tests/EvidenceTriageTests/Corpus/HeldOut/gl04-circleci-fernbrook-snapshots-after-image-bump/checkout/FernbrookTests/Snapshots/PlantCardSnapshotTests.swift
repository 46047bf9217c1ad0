import FBSnapshotTestCase
import SwiftUI
@testable import Fernbrook

final class PlantCardSnapshotTests: FBSnapshotTestCase {
    override func setUp() {
        super.setUp()
        recordMode = false
        SnapshotEnvironment.warnIfDifferent()
    }

    private func card(_ plant: Plant, dark: Bool = false) -> UIView {
        let host = UIHostingController(rootView: PlantCard(plant: plant)
            .environment(\.colorScheme, dark ? .dark : .light))
        host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 212)
        return host.view
    }

    func testCardLightMode() {
        FBSnapshotVerifyView(card(.fixture(name: "Monstera", due: .inDays(2))))
    }

    func testCardDarkMode() {
        FBSnapshotVerifyView(card(.fixture(name: "Monstera", due: .inDays(2)), dark: true))
    }

    func testCardOverdueBadge() {
        FBSnapshotVerifyView(card(.fixture(name: "Calathea", due: .daysAgo(3)), dark: true))
    }
}
