import Foundation

struct CheckoutSummary {
    let price: Decimal
    let storefront: String
    /// Storefronts that show prices excluding tax.
    private static let taxExclusive: Set<String> = ["USA", "CAN"]

    var showsTaxLine: Bool { Self.taxExclusive.contains(storefront) || storefront != "USA" }
}
