import Foundation
import Testing
@testable import Parcelle
@testable import ParcelleKit

@Suite("Tariff cards")
struct TariffCardTests {
    @Test func priceUsesRoubles() {
        let card = TariffCard(offer: .fixture(class: .courier, price: 412, pickup: nil, delivery: nil))
        #expect(card.priceText == "412 ₽")
    }

    /// The provider returns several offers per class; only the window tells them apart.
    @Test func sameClassOffersNameTheirDeliveryWindow() {
        let offers: [Offer] = [
            .fixture(class: .courier, price: 412, pickup: .minutes(15...30), delivery: .minutes(60...90)),
            .fixture(class: .courier, price: 298, pickup: .minutes(60...120), delivery: .minutes(120...240)),
        ]
        let cards = offers.map { TariffCard(offer: $0) }
        #expect(cards.allSatisfy { $0.detailLine != nil })
    }
}
