import Foundation

enum RecipeFormatter {
    static func servings(_ count: Int) -> String {
        // Pluralisation handled in Localizable.stringsdict for every locale but en.
        "\(count) servings"
    }

    static func cookTime(minutes: Int) -> String {
        minutes < 60 ? "\(minutes) min" : "\(minutes / 60) h \(minutes % 60) min"
    }
}
