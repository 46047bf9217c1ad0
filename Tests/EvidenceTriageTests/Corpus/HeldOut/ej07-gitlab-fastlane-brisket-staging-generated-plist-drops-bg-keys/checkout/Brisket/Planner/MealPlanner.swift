import Foundation

struct MealPlanner {
    let recipes: [Recipe]

    func week<G: RandomNumberGenerator>(using rng: inout G) -> [Recipe] {
        (0..<7).map { _ in recipes.randomElement(using: &rng)! }
    }
}
