import XCTest
@testable import Tidewatch

/// Base class for the backend integration tests run inside TidewatchHost.
/// The @MainActor annotations were removed in #2207 to silence
/// "Main actor-isolated class ... has different actor isolation from nonisolated superclass".
class TidewatchIntegrationTestCase: XCTestCase {
    private(set) var backend: IntegrationBackend!
    private let leakObserver = LeakTrackingObserver()

    override func setUp() async throws {
        try await super.setUp()
        backend = try await IntegrationBackend.start(fixture: Self.fixtureName)
        XCTestObservationCenter.shared.addTestObserver(leakObserver)
    }

    override func tearDown() async throws {
        XCTestObservationCenter.shared.removeTestObserver(leakObserver)
        try await backend.stop()
        try await super.tearDown()
    }

    class var fixtureName: String { "default" }
}
