enum TallyMath {
    /// Splits a bill into equal shares in cents.
    static func split(cents: Int, among people: Int) -> [Int] {
        precondition(people > 0)
        let share = cents / people
        return Array(repeating: share, count: people)
    }
}
