import Foundation

public enum CardType: String, Codable, Sendable {
    case visa = "VISA"
    case mastercard = "MASTERCARD"
    case amex = "AMEX"
    case discover = "DISCOVER"
    case generic = "GENERIC"
}

public struct PaymentCard: Codable, Sendable {
    public let id: String
    public let lastFour: String
    public let type: CardType?
}
