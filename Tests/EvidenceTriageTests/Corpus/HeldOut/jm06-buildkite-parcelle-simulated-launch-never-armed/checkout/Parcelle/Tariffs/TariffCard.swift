import Foundation
import ParcelleKit

/// One offer in the tariff strip.
struct TariffCard: Identifiable {
    let id: String
    let className: String
    let priceText: String
    /// Second line under the price: the provider's pickup/delivery window.
    let detailLine: String?

    init(offer: Offer, formatter: PriceFormatter = .rub) {
        id = offer.payload
        className = offer.tariffClass.displayName
        priceText = formatter.string(offer.price)
        detailLine = nil
    }
}
