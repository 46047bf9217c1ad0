import XCTest
@testable import TidewellKit

final class DoseEntryPersistenceTests: PersistenceControllerTestCase {
    func testDeletedDoseIsNotResurrectedByUpload() throws {
        let store = DoseStore(cacheStore: cacheStore, uploader: uploaderStub)
        let dose = try store.add(DoseEntry(units: 2.5, startDate: Date(timeIntervalSince1970: 1_780_000_000)))
        try store.delete(dose)
        uploaderStub.completeNextUpload(acknowledging: [dose.syncIdentifier])
        try store.processPendingUploads()
        XCTAssertEqual(try store.fetchDoses().count, 0)
    }
}
