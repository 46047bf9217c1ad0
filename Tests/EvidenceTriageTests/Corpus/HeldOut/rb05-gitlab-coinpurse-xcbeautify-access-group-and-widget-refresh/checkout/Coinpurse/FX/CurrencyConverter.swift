import Foundation

struct Quote { let bid: Double; let ask: Double }

struct CurrencyConverter {
    let quotes: [String: Quote]

    func convert(_ amount: Double, from: String, to: String) -> Double {
        guard let quote = quotes[from + to] else { return amount }
        return amount * quote.ask
    }
}
