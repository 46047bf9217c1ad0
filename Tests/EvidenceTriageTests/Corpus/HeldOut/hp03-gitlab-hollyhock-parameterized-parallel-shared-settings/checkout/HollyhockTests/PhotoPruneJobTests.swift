import Foundation
import Testing
@testable import Hollyhock

@Suite struct PhotoPruneJobTests {
    let now = Date(timeIntervalSince1970: 1_778_500_000)

    @Test func removesPhotosOlderThanRetention() throws {
        let library = InMemoryPhotoLibrary(photos: [.fixture("p-new", age: 2, now: now), .fixture("p-old", age: 45, now: now)])
        let removed = try PhotoPruneJob(library: library, clock: { now }).run()
        #expect(removed == 1)
    }

    @Test func keepsPhotosExactlyThirtyDaysOld() throws {
        let library = InMemoryPhotoLibrary(photos: [.fixture("p-new", age: 2, now: now), .fixture("p-30d", age: 30, now: now)])
        _ = try PhotoPruneJob(library: library, clock: { now }).run()
        let remaining = try library.allPhotos()
        #expect(remaining.map(\.id) == ["p-new", "p-30d"])
    }

    @Test func stopsWhenCancelled() async throws {
        let library = InMemoryPhotoLibrary(photos: (0..<50).map { .fixture("p-\($0)", age: 60, now: now) })
        let task = Task { try PhotoPruneJob(library: library, clock: { now }).run() }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }
}
