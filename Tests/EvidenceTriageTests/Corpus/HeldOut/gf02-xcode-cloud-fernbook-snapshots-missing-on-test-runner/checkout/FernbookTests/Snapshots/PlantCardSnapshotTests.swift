import SnapshotTesting
import SwiftUI
import XCTest
@testable import Fernbook

final class PlantCardSnapshotTests: XCTestCase {

    private let monstera = Plant(
        id: UUID(uuidString: "5E1B7C40-2D9A-4F63-8B1E-0C7A9D3F2E51")!,
        name: "Monstera deliciosa",
        room: "Living room",
        lastWatered: Date(timeIntervalSince1970: 1_767_225_600),
        waterEveryDays: 7
    )

    override func invokeTest() {
        withSnapshotTesting(record: .missing) {
            super.invokeTest()
        }
    }

    func testPlantCardLight() {
        let card = PlantCard(plant: monstera, now: Date(timeIntervalSince1970: 1_767_657_600))
        assertSnapshot(of: card.frame(width: 360), as: .image(layout: .sizeThatFits, traits: .init(userInterfaceStyle: .light)))
    }

    func testPlantCardDark() {
        let card = PlantCard(plant: monstera, now: Date(timeIntervalSince1970: 1_767_657_600))
        assertSnapshot(of: card.frame(width: 360), as: .image(layout: .sizeThatFits, traits: .init(userInterfaceStyle: .dark)))
    }

    func testPlantCardOverdueBadge() {
        let card = PlantCard(plant: monstera, now: Date(timeIntervalSince1970: 1_768_262_400))
        XCTAssertEqual(card.badgeText, "Water 2 days ago")
    }
}
