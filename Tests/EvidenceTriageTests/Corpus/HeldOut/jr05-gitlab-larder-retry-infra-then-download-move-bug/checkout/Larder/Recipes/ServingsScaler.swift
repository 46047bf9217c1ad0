import Foundation

struct ServingsScaler {
    func scaled(_ amount: Double, from: Int, to: Int) -> String {
        let v = amount * Double(to) / Double(from)
        return String(format: "%.2f", v)
    }
}
