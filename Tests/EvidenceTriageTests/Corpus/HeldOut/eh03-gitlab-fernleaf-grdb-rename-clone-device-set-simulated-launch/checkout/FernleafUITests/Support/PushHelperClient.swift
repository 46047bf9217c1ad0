import Foundation
import XCTest

struct PushHelperClient {
    struct Result: Decodable { let ok: Bool; let message: String }

    /// The helper runs on the CI host at port 8723 and needs the UDID of the
    /// simulator the test is running on.
    func send(payload: PushPayload, to bundleID: String) throws -> Result {
        let udid = ProcessInfo.processInfo.environment["SIMULATOR_UDID"] ?? "booted"
        var request = URLRequest(url: URL(string: "http://127.0.0.1:8723/push")!)
        request.httpMethod = "POST"
        request.httpBody = try JSONEncoder().encode(["udid": udid, "bundleId": bundleID, "payload": payload.json])
        return try URLSession.shared.synchronousJSON(Result.self, for: request)
    }
}
