import XCTest
@testable import Lumenwise

@MainActor
final class SyncDebouncerTests: XCTestCase {
    func testSingleChangeSyncsOnce() async throws {
        var syncs = 0
        let debouncer = SyncDebouncer(interval: .milliseconds(100)) { syncs += 1 }
        debouncer.noteChange()
        try await Task.sleep(for: .milliseconds(400))
        XCTAssertEqual(syncs, 1)
    }

    func testCoalescesBurstIntoOneSync() async throws {
        var syncs = 0
        let debouncer = SyncDebouncer(interval: .milliseconds(400)) { syncs += 1 }

        // Three saves 150 ms apart, well inside the 400 ms window.
        for _ in 0..<3 {
            debouncer.noteChange()
            try await Task.sleep(for: .milliseconds(150))
        }
        try await Task.sleep(for: .milliseconds(800))

        XCTAssertEqual(syncs, 1, "a burst of saves must produce one sync")
    }
}
