import Foundation

enum StagingCallService {
    static let baseURL = URL(string: "https://calls.staging.tesseravoice.example/v2/")!

    /// POST /v2/calls/invite — the service fans out a PushKit VoIP push to every
    /// device registered for the callee.
    static func placeCall(from caller: String, to callee: String) throws {
        var request = URLRequest(url: baseURL.appendingPathComponent("calls/invite"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONSerialization.data(withJSONObject: ["caller": caller, "callee": callee])
        let semaphore = DispatchSemaphore(value: 0)
        var status = 0
        URLSession.shared.dataTask(with: request) { _, response, _ in
            status = (response as? HTTPURLResponse)?.statusCode ?? 0
            semaphore.signal()
        }.resume()
        _ = semaphore.wait(timeout: .now() + 15)
        print("staging push API: POST /v2/calls/invite -> \(status)")
    }
}
