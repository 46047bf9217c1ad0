import StoreKit

enum Entitlement: Equatable { case free, plus }

enum EntitlementMapper {
    static func map(productID: String, ownership: Transaction.OwnershipType, revoked: Bool) -> Entitlement {
        guard !revoked, productID.hasPrefix("tb.plus.") else { return .free }
        switch ownership {
        case .purchased: return .plus
        default: return .free
        }
    }
}
