import Foundation

struct ExpenseSplitter {
    func split(cents: Int, among people: [String], payer: String) -> [String: Int] {
        let base = cents / people.count
        var out = Dictionary(uniqueKeysWithValues: people.map { ($0, base) })
        let remainder = cents - base * people.count
        if remainder > 0, let last = people.last {
            out[last, default: 0] += remainder
        }
        return out
    }
}
