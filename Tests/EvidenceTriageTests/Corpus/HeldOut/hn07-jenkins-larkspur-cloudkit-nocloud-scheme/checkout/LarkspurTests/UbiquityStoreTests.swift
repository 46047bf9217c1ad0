import XCTest
@testable import Larkspur

final class UbiquityStoreTests: XCTestCase {
    /// CI simulators are signed out of iCloud, so the container lookup returns nil.
    func testReportsUnavailableWhenContainerMissing() throws {
        try XCTSkipIf(FileManager.default.url(forUbiquityContainerIdentifier: nil) != nil, "simulator is signed in to iCloud")
        let store = UbiquityStore()
        XCTAssertFalse(store.isAvailable, "store claims iCloud is available at \(store.rootURL?.path ?? "nil")")
    }
}
