import Foundation

enum ReceiptParser {
    struct Item { let productID: String; let originalPurchaseDate: Date; let expiresDate: Date? }

    static func latestItem(in json: [String: Any], productID: String) -> Item? {
        let infos = (json["latest_receipt_info"] as? [[String: Any]]) ?? []
        return infos.filter { $0["product_id"] as? String == productID }.map { info in
            Item(productID: productID,
                 originalPurchaseDate: date(info["original_purchase_date_ms"]) ?? .distantPast,
                 expiresDate: date(info["expires_date_ms"]))
        }.max { ($0.expiresDate ?? .distantPast) < ($1.expiresDate ?? .distantPast) }
    }

    private static func date(_ v: Any?) -> Date? {
        guard let s = v as? String, let ms = Double(s) else { return nil }
        return Date(timeIntervalSince1970: ms)
    }
}
