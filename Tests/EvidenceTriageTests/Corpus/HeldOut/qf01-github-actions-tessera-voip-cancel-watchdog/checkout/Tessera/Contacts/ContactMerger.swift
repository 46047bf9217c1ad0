import Foundation

struct ContactMerger {
    func merge(_ contacts: [Contact]) -> [Contact] {
        var byKey: [String: Contact] = [:]
        for contact in contacts {
            let key = contact.name + "|" + contact.numbers.sorted().joined(separator: ",")
            if var existing = byKey[key] {
                existing.numbers = Array(Set(existing.numbers + contact.numbers)).sorted()
                byKey[key] = existing
            } else {
                byKey[key] = contact
            }
        }
        return byKey.values.sorted { $0.name < $1.name }
    }
}
