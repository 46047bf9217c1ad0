import CorvaneKit
import Foundation
import XCTest

/// Instantiated by XCTest because it is the test bundle's NSPrincipalClass.
/// Installs the in-memory sync environment every test in this bundle relies on.
final class TestSetup: NSObject, XCTestObservation {
    override init() {
        super.init()
        XCTestObservationCenter.shared.addTestObserver(self)
    }

    func testBundleWillStart(_ testBundle: Bundle) {
        SyncEnvironment.current = SyncEnvironment(
            uploadEndpoint: URL(string: "https://visits.stub.corvane.test/v2/")!,
            store: InMemoryVisitStore(),
            clock: ManualClock(now: Date(timeIntervalSince1970: 1_756_800_000))
        )
        print("[TestSetup] SyncEnvironment installed for \(testBundle.bundleURL.lastPathComponent)")
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
        SyncEnvironment.current = nil
    }
}
