import Foundation

enum ContactSearch {
    static func filter(_ contacts: [Contact], query: String) -> [Contact] {
        let q = query.lowercased()
        return contacts.filter { $0.name.lowercased().contains(q) }
    }
}
