import SnapshotTesting
import SwiftUI
import XCTest
@testable import Tessera

final class TripCardSnapshotTests: XCTestCase {
    private let trip = Trip.fixture(title: "Lisbon & Sintra", nights: 4, travellers: 2)

    func testTripCardCompact() {
        let view = TripCard(trip: trip, style: .compact)
            .frame(width: 393)
        assertSnapshot(of: view, as: .image(perceptualPrecision: 0.98, layout: .device(config: .iPhone13)))
    }

    func testTripCardDarkMode() {
        let view = TripCard(trip: trip, style: .regular)
            .environment(\.colorScheme, .dark)
        assertSnapshot(of: view, as: .image(perceptualPrecision: 0.98, layout: .device(config: .iPhone13),
                                            traits: .init(userInterfaceStyle: .dark)))
    }

    func testTripCardLongTitleTruncates() {
        let long = Trip.fixture(title: "Slow travel through the Douro valley with stops in Porto, Peso da Régua and Pinhão", nights: 9, travellers: 3)
        assertSnapshot(of: TripCard(trip: long, style: .compact), as: .dump)
    }
}
