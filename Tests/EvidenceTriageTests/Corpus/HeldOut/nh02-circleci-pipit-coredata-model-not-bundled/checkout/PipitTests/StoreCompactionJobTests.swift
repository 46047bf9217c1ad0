import XCTest
@testable import Pipit

final class StoreCompactionJobTests: XCTestCase {
    func testCancellationRemovesStagingFile() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let job = StoreCompactionJob(workDirectory: dir, store: FakeCompactableStore(rows: 5_000))
        let task = Task { try await job.run() }
        try await Task.sleep(for: .milliseconds(20))
        task.cancel()
        _ = await task.result
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        XCTAssertTrue(leftovers.isEmpty, "staging files left: \(leftovers)")
    }
}
