import Foundation

enum ZatoshiFormatter {
    static let zatoshiPerZEC: Int64 = 100_000_000

    static func string(from zatoshi: Int64) -> String {
        let whole = zatoshi / zatoshiPerZEC
        let frac = abs(zatoshi % zatoshiPerZEC)
        var fracString = String(frac)
        while fracString.hasSuffix("0") { fracString.removeLast() }
        return fracString.isEmpty ? "\(whole) ZEC" : "\(whole).\(fracString) ZEC"
    }
}
