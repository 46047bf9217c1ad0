import Foundation

struct VaultItem: Equatable { let title: String; let username: String }

struct VaultSearch {
    let items: [VaultItem]
    func results(for query: String) -> [VaultItem] {
        guard !query.isEmpty else { return items }
        return items.filter { $0.title.contains(query) || $0.username.contains(query) }
    }
}
