import XCTest
@testable import HarborSyncFileProvider

final class MaterializedEnumerationObserverTests: XCTestCase {
    private func seeded(_ n: Int) -> FilesDatabase {
        let db = FilesDatabase()
        for i in 0..<n {
            db.items["doc-\(i)"] = ItemMetadata(identifier: "doc-\(i)", directory: false, visitedDirectory: false, downloaded: true, dataless: true)
        }
        return db
    }

    func testEvictedItemsAreNotRewrittenOnEverySweep() {
        let db = seeded(212)
        let observer = MaterializedEnumerationObserver(db: db)
        observer.handleEnumeratedItems(materialized: [])
        let afterFirst = db.writes
        observer.handleEnumeratedItems(materialized: [])
        XCTAssertEqual(db.writes - afterFirst, 0, "already-dataless items were written again")
    }

    func testSweepConvergesWithoutRetriggering() {
        let db = seeded(40)
        let observer = MaterializedEnumerationObserver(db: db)
        var sweeps = 0
        observer.onDatabaseChanged = {
            sweeps += 1
            if sweeps < 10 { observer.handleEnumeratedItems(materialized: []) }
        }
        observer.handleEnumeratedItems(materialized: [])
        XCTAssertLessThanOrEqual(sweeps, 1, "sweep re-triggered itself")
    }
}
