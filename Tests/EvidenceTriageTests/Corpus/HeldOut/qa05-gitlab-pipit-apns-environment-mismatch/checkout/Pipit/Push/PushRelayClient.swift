import Foundation

/// Registers the APNs device token with the Pipit push relay.
struct PushRelayClient {
    enum ServerType: String { case sandbox, production }

    static var serverType: ServerType {
        let raw = Bundle.main.object(forInfoDictionaryKey: "PPAPNSServerType") as? String ?? "production"
        return ServerType(rawValue: raw) ?? .production
    }

    let base: URL

    func register(apnsToken: Data, completion: @escaping (Result<String, Error>) -> Void) {
        var req = URLRequest(url: base.appendingPathComponent("v2/devices"))
        req.httpMethod = "POST"
        req.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let body: [String: Any] = ["token": apnsToken.map { String(format: "%02x", $0) }.joined(),
                                   "apns_server_type": Self.serverType.rawValue]
        req.httpBody = try? JSONSerialization.data(withJSONObject: body)
        URLSession.shared.dataTask(with: req) { data, _, error in
            if let error { return completion(.failure(error)) }
            completion(.success(String(decoding: data ?? Data(), as: UTF8.self)))
        }.resume()
    }
}
