import Foundation

public struct LedgerRow { public let date: String; public let payee: String; public let amountCents: Int }

public struct CsvImporter {
    public init() {}
    public func parse(_ text: String) throws -> [LedgerRow] {
        text.split(separator: "\n").compactMap { line in
            let f = line.split(separator: ",").map(String.init)
            guard f.count == 3 else { return nil }
            let cents = Int((Double(f[2]) ?? 0) * 100)
            return LedgerRow(date: f[0], payee: f[1], amountCents: cents)
        }
    }
}
