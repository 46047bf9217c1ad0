import Foundation

enum TransferPhase: String, Codable, Hashable {
    case broadcast, confirming, complete, failed, refunded, partiallyRefunded

    /// Maps the swap provider's status string to a phase.
    static func from(providerStatus: String) -> TransferPhase {
        switch providerStatus {
        case "pending": return .broadcast
        case "confirming": return .confirming
        case "success": return .complete
        case "refunded": return .refunded
        default: return .failed
        }
    }
}
