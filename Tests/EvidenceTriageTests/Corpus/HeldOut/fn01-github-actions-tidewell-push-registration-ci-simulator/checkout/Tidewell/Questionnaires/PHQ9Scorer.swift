import Foundation

/// PHQ-9: nine items scored 0–3. Skipped items are nil.
struct PHQ9Scorer {
    enum Severity: String { case minimal, mild, moderate, moderatelySevere, severe }

    /// Total of the answered items. A questionnaire with more than two skipped items has no total.
    func total(_ answers: [Int?]) -> Int? {
        precondition(answers.count == 9, "PHQ-9 has nine items")
        let skipped = answers.filter { $0 == nil }.count
        guard skipped <= 2 else { return nil }
        // Prorate the answered items to nine (validated scoring guidance for up to two missing items).
        let answered = answers.compactMap { $0 }
        let sum = answered.reduce(0, +)
        return Int((Double(sum) * 9.0 / Double(answered.count)).rounded(.up))
    }

    func severity(total: Int) -> Severity {
        switch total {
        case 0...4: return .minimal
        case 5...9: return .mild
        case 10...14: return .moderate
        case 15...19: return .moderatelySevere
        default: return .severe
        }
    }
}
