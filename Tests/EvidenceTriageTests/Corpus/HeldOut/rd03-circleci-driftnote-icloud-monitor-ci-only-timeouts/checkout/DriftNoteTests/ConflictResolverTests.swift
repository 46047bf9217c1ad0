import XCTest
@testable import DriftNote

final class ConflictResolverTests: XCTestCase {
    private func note(_ raw: String, display: String, revision: Int, dirty: Bool) -> Note {
        Note(id: UUID(), title: "Thesis outline", body: "…", isDirty: dirty, serverRevision: revision,
             rawModificationDate: raw, modificationDate: display)
    }

    func testConflictCopyCreated() {
        let local = note("2026-09-04T09:12:01.481Z", display: "2026-09-04T09:12:01Z", revision: 7, dirty: true)
        let server = note("2026-09-04T09:13:44.902Z", display: "2026-09-04T09:13:44Z", revision: 8, dirty: false)
        let resolved = ConflictResolver(strategy: .keepClientCreateConflictCopy).resolve(SyncConflict(local: local, serverNote: server))
        XCTAssertEqual(resolved.count, 2)
    }

    func testResolvedConflictNotFlaggedOnNextSync() {
        let resolver = ConflictResolver(strategy: .keepClientCreateConflictCopy)
        let local = note("2026-09-04T09:12:01.481Z", display: "2026-09-04T09:12:01Z", revision: 7, dirty: true)
        let server = note("2026-09-04T09:13:44.902Z", display: "2026-09-04T09:13:44Z", revision: 8, dirty: false)
        let kept = resolver.resolve(SyncConflict(local: local, serverNote: server))[0]
        XCTAssertFalse(resolver.isConflict(local: kept, server: server), "note conflicts again on the next sync")
    }
}
