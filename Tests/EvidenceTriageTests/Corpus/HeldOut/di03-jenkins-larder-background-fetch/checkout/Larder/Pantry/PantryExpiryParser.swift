import Foundation

struct PantryExpiryParser {
    private let formatter: DateFormatter = {
        let f = DateFormatter()
        f.dateFormat = "yyyy-MM-dd HH:mm:ss"     // no en_US_POSIX locale
        f.timeZone = TimeZone(identifier: "UTC")
        return f
    }()
    func parse(_ json: String) throws -> PantryItem {
        let raw = try JSONDecoder().decode(RawItem.self, from: Data(json.utf8))
        return PantryItem(sku: raw.sku, expires: formatter.date(from: raw.expires))
    }
}
