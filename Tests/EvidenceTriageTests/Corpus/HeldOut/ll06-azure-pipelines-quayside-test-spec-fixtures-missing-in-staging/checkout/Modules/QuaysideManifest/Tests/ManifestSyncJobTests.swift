import XCTest
@testable import QuaysideManifest

final class ManifestSyncJobTests: XCTestCase {
    func testFailedDownloadKeepsPreviousManifest() async throws {
        let store = InMemoryManifestStore(seed: ["Q7": [.fixture(id: "MSCU4827193")]])
        let client = FakeManifestClient(result: .failure(URLError(.networkConnectionLost)))
        let job = ManifestSyncJob(store: store, client: client)

        try? await job.run(berths: ["Q7"])

        XCTAssertEqual(store.containers(for: "Q7").map(\.id), ["MSCU4827193"], "a failed sync must not lose the previous manifest")
    }

    func testRepeatedRunDoesNotDuplicateEntries() async throws {
        let store = InMemoryManifestStore(seed: [:])
        let client = FakeManifestClient(result: .success(.fixture(containers: 3)))
        let job = ManifestSyncJob(store: store, client: client)

        try await job.run(berths: ["Q7"])
        try await job.run(berths: ["Q7"])

        XCTAssertEqual(store.containers(for: "Q7").count, 3)
    }
}
