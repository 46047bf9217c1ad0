import Foundation

enum Recipe { case plasmaBlade
    var cost: [String: Int] { ["iron": 3, "crystal": 1] }
}

struct Inventory {
    var items: [String: Int]
    mutating func craft(_ recipe: Recipe) throws {
        for (name, qty) in recipe.cost where (items[name] ?? 0) < qty { throw CraftError.missing(name) }
        for (name, _) in recipe.cost { items[name, default: 0] -= 1 }
    }
}
enum CraftError: Error { case missing(String) }
