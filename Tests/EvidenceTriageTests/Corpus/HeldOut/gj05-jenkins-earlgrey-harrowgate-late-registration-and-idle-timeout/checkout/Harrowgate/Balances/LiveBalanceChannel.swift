import Foundation

/// Keeps balances fresh while the app is open: a long-poll request that the
/// server holds for up to 55 s, re-issued as soon as it returns.
final class LiveBalanceChannel {
    static let shared = LiveBalanceChannel()
    private let session = URLSession(configuration: .default)
    private let endpoint = URL(string: "https://api.harrowgate.co.uk/v3/balances/stream?wait=55")!

    func connect() {
        let task = session.dataTask(with: endpoint) { [weak self] data, _, _ in
            if let data = data { BalanceStore.shared.apply(streamChunk: data) }
            self?.connect()
        }
        task.resume()
    }
}
