import Foundation

final class FactStore: ObservableObject {
    static let shared = FactStore()
    static let capacity = 20

    @Published private(set) var facts: [DogFact] = []

    func insert(_ fact: DogFact) {
        facts.append(fact)
        if facts.count > Self.capacity {
            facts.removeLast(facts.count - Self.capacity)
        }
    }

    func reset(with facts: [DogFact] = []) {
        self.facts = facts
    }
}
