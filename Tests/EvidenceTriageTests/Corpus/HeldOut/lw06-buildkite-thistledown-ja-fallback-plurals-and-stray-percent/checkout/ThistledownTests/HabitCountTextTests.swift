import Testing
@testable import Thistledown

/// The ja-JP job runs these in a language we do not ship: text falls back to English,
/// and English text must follow English plural rules.
struct HabitCountTextTests {
    @Test func zeroHabits() {
        #expect(HabitCountText.string(for: 0) == "0 habits")
    }

    @Test func oneHabitIsSingular() {
        #expect(HabitCountText.string(for: 1) == "1 habit")
    }

    @Test func manyHabits() {
        #expect(HabitCountText.string(for: 12) == "12 habits")
    }
}
