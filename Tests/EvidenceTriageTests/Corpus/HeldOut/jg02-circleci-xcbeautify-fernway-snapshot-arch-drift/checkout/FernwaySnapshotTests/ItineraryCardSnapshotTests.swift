import SnapshotTesting
import XCTest
@testable import Fernway

final class ItineraryCardSnapshotTests: XCTestCase {
    func testCardLightMode() {
        let card = ItineraryCardView(itinerary: .fixtureLisbon)
        card.frame = CGRect(x: 0, y: 0, width: 390, height: 212)
        assertSnapshot(of: card, as: .fernwayView)
    }

    func testCardDarkMode() {
        let card = ItineraryCardView(itinerary: .fixtureLisbon)
        card.overrideUserInterfaceStyle = .dark
        card.frame = CGRect(x: 0, y: 0, width: 390, height: 212)
        // Card uses a blurred hero image and a soft drop shadow.
        assertSnapshot(of: card, as: .fernwayView)
    }

    func testCardWithoutHeroImage() {
        let card = ItineraryCardView(itinerary: .fixtureNoImage)
        card.frame = CGRect(x: 0, y: 0, width: 390, height: 212)
        assertSnapshot(of: card, as: .fernwayView)
    }
}
