import StoreKit

struct ProductPayload {
    let product: LoadedProduct
    init(_ product: LoadedProduct) { self.product = product }

    var dictionary: [String: Any] {
        [
            "identifier": product.id,
            "price": product.price,
            "product_type": productType,
            "subscription_period": product.subscriptionPeriodISO ?? NSNull(),
        ]
    }

    private var productType: String {
        switch product.backing {
        case .sk2(let p):
            switch p.type {
            case .autoRenewable: return "AUTO_RENEWABLE_SUBSCRIPTION"
            case .nonRenewable: return "NON_RENEWABLE_SUBSCRIPTION"
            case .consumable: return "CONSUMABLE"
            default: return "NON_CONSUMABLE"
            }
        case .sk1:
            // SKProduct does not expose a product type.
            return "NON_CONSUMABLE"
        }
    }
}
