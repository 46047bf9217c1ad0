import XCTest
import SnapshotTesting
import SwiftUI
@testable import Marigold

// Reference images live in __Snapshots__/ and are recorded with `record: true` on a developer machine.
final class PlantCardSnapshotTests: XCTestCase {
    func testPlantCardDefault() {
        let view = PlantCard(plant: .fixture(name: "Monstera", thirstLevel: 0.3))
            .frame(width: 343, height: 120)
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: .iPhone13))
    }

    func testPlantCardOverdueBadge() {
        let view = PlantCard(plant: .fixture(name: "Fern", thirstLevel: 0.95, overdueDays: 2))
            .frame(width: 343, height: 120)
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: .iPhone13))
    }
}
