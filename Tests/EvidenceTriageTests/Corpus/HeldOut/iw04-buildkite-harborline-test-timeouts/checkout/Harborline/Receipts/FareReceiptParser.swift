import Foundation

struct FareReceipt: Equatable { let reference: String; let issuedAt: Date; let amountMinor: Int }

enum FareReceiptParser {
    private static let iso = ISO8601DateFormatter()

    static func parse(_ json: [String: Any]) -> FareReceipt? {
        guard let ref = json["reference"] as? String,
              let issued = (json["issued_at"] as? String).flatMap(iso.date(from:)),
              let amount = json["amount_minor"] as? Int else { return nil }
        return FareReceipt(reference: ref, issuedAt: issued, amountMinor: amount)
    }
}
