import Foundation

struct DailyQuoteTask {
    enum Result: Equatable { case newData, noData, failed }
    let api: QuoteAPI
    let store: QuoteHistoryStore

    func run() async -> Result {
        do {
            let quote = try await api.today()
            try store.append(quote, at: Date())
            return .newData
        } catch is URLError {
            return .noData
        } catch {
            return .failed
        }
    }
}
