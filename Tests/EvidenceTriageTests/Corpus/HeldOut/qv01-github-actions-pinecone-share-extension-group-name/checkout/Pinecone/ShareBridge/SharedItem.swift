import Foundation

struct SharedItem: Codable, Equatable {
    enum Kind: String, Codable { case url, text, image }
    let kind: Kind
    let value: String
    let createdAt: Date
}

/// Extension-side writer, also used by tests to stage an item.
struct ShareStore {
    let groupID: String
    func write(_ item: SharedItem) {
        let data = try? JSONEncoder().encode(item)
        UserDefaults(suiteName: groupID)?.set(data, forKey: "share.inbox")
    }
}
