import XCTest
@testable import Coppice

/// Hosted in Coppice.app: the app has already registered its tasks at launch and
/// written one registration record per identifier.
final class BackgroundTaskRegistrationTests: XCTestCase {
    func testEveryPermittedIdentifierRegistered() throws {
        let url = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl")
        let records = try String(contentsOf: url).split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
        }
        let registrations = records.filter { $0["phase"] as? String == "registration" }
        XCTAssertEqual(registrations.count, 2)
        for record in registrations {
            XCTAssertEqual(record["outcome"] as? String, "succeeded",
                           "registration of \(record["identifier"] ?? "?") did not succeed")
        }
    }
}
