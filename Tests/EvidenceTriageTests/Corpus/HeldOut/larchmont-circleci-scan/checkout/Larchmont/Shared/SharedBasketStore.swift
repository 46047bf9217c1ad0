import Foundation

/// Writes the shared basket the widget and the Share extension read.
enum SharedBasketStore {
    static let appGroup = "group.com.larchmontlists.shared"

    static var containerURL: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup)
    }

    static func write(_ basket: Basket) throws {
        guard let dir = containerURL else { throw CocoaError(.fileNoSuchFile) }
        let data = try JSONEncoder().encode(basket)
        try data.write(to: dir.appendingPathComponent("basket.json"), options: .atomic)
    }
}
