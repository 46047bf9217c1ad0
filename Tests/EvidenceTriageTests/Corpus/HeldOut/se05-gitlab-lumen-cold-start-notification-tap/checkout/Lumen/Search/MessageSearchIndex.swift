import Foundation

struct IndexedMessage { let id: String; let text: String }

struct MessageSearchIndex {
    let messages: [IndexedMessage]
    func search(_ query: String) -> [IndexedMessage] {
        guard !query.isEmpty else { return [] }
        return messages.filter { $0.text.localizedCaseInsensitiveContains(query) }
    }
}
