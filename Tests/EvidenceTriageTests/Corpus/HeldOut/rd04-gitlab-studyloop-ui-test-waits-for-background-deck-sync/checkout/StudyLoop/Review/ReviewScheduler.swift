import Foundation

struct Card: Equatable { var intervalDays: Int; var ease: Double; var repetitions: Int }
enum Answer { case again, hard, good, easy }

struct ReviewScheduler {
    enum Algorithm { case sm2 }
    let algorithm: Algorithm

    func schedule(_ card: Card, answer: Answer) -> Card {
        var next = card
        switch answer {
        case .again:
            next.repetitions = 0; next.intervalDays = 1; next.ease = max(1.3, card.ease - 0.2)
        case .hard:
            next.ease = max(1.3, card.ease - 0.15)
            next.intervalDays = Int((Double(card.intervalDays) * 1.2).rounded(.up)) + 1
        case .good:
            next.repetitions += 1; next.intervalDays = Int((Double(card.intervalDays) * card.ease).rounded())
        case .easy:
            next.repetitions += 1; next.ease += 0.15; next.intervalDays = Int((Double(card.intervalDays) * card.ease * 1.3).rounded())
        }
        return next
    }
}
