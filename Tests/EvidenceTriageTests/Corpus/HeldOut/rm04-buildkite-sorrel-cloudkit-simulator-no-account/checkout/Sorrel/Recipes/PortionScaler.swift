import Foundation

struct PortionScaler {
    func scale(cups: Double, from servings: Int, to target: Int) -> String {
        let scaled = cups * Double(target / servings)
        return String(format: "%.2f cups", scaled)
    }
}
