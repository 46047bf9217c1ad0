import Foundation

enum HabitCountText {
    /// "1 habit" / "3 habits", in whatever language the bundle resolved to.
    static func string(for count: Int, bundle: Bundle = .main) -> String {
        let format = NSLocalizedString("habit.count.fmt", tableName: "Plurals", bundle: bundle, comment: "Number of habits")
        // Plural category is chosen with Locale.current's rules.
        return String.localizedStringWithFormat(format, count)
    }
}
