import BackgroundTasks
import XCTest
@testable import Corrie

final class ContinuedUploadTaskTests: XCTestCase {
    /// Identifiers we submit must match a BGTaskSchedulerPermittedIdentifiers
    /// entry of the built app, or submit throws notPermitted.
    func testContinuedProcessingIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        let id = ContinuedUpload.identifier(for: UUID(uuidString: "6F1C2A9E-3B4D-4E5F-8A7B-9C0D1E2F3A4B")!)
        let matches = permitted.contains { pattern in
            pattern.hasSuffix(".*") ? id.hasPrefix(String(pattern.dropLast(1))) : pattern == id
        }
        XCTAssertTrue(matches, "\(id) is not covered by \(permitted)")
    }
}
