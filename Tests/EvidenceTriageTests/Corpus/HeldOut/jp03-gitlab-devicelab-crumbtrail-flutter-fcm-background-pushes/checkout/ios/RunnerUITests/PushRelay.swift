import Foundation

enum PushRelay {
    /// Asks the lab host (via the runner's relay socket) to send FCM pushes.
    static func send(token: String, count: Int, gapSeconds: Int) throws {
        let url = URL(string: "http://127.0.0.1:8787/relay?count=\(count)&gap=\(gapSeconds)")!
        var req = URLRequest(url: url)
        req.httpMethod = "POST"
        req.httpBody = token.data(using: .utf8)
        let sem = DispatchSemaphore(value: 0)
        var failure: Error?
        URLSession.shared.dataTask(with: req) { _, resp, err in
            failure = err ?? ((resp as? HTTPURLResponse)?.statusCode == 202 ? nil : URLError(.badServerResponse))
            sem.signal()
        }.resume()
        sem.wait()
        if let failure { throw failure }
    }
}
