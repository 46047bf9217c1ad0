import FileProvider
import XCTest
@testable import Cipherbox

/// Against the real File Provider domain registered by the test host.
/// The extension stamps `lastWorkingSetEnumeration` in the app group when enumerateChanges runs.
final class WorkingSetSignalTests: XCTestCase {
    private let shared = UserDefaults(suiteName: "group.com.cipherbox.app")!

    func testSignalTriggersEnumerationWithin30Seconds() async throws {
        let before = shared.double(forKey: "lastWorkingSetEnumeration")
        let manager = try XCTUnwrap(NSFileProviderManager(for: .cipherboxDefault))

        try await manager.signalEnumerator(for: .workingSet)
        print("[FileProvider] signalEnumerator(for: workingSet) completed, error: nil")

        let enumerated = expectation(for: NSPredicate { _, _ in
            self.shared.double(forKey: "lastWorkingSetEnumeration") > before
        }, evaluatedWith: nil)
        await fulfillment(of: [enumerated], timeout: 30)
    }
}
