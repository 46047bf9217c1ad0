import Foundation

enum RecipeScaler {
    static func scale(cups: Double, from servings: Int, to newServings: Int) -> Double {
        (cups * Double(newServings / servings) * 100).rounded() / 100
    }
}
