import XCTest
@testable import KestrelCore

final class BackendWarmupTests: XCTestCase {
    private let fraud = BackendWarmup.Backend(name: "fraudscore", repoID: "kestrel/fraudscore-int8")
    private let ocr = BackendWarmup.Backend(name: "cardocr", repoID: "kestrel/cardocr-v3")

    func testEnsureReadyInstallsBeforePreparing() async throws {
        let preparer = FakeModelPreparer()
        let installer = FakeBackendInstaller()
        try await BackendWarmup(preparer: preparer, installer: installer).ensureReady([fraud])
        XCTAssertEqual(installer.installed, ["fraudscore"])
        XCTAssertEqual(preparer.prepared, ["fraudscore"])
    }

    func testEnsureReadyPreparesEveryBackend() async throws {
        let preparer = FakeModelPreparer()
        let installer = FakeBackendInstaller()
        try await BackendWarmup(preparer: preparer, installer: installer).ensureReady([fraud, ocr])
        XCTAssertEqual(preparer.prepared, ["fraudscore", "cardocr"])
        XCTAssertEqual(preparer.repoIDs, ["kestrel/fraudscore-int8", "kestrel/cardocr-v3"])
    }
}
