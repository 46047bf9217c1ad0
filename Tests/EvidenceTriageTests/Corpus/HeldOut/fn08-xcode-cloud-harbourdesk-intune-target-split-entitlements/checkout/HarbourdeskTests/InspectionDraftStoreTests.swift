import XCTest
@testable import Harbourdesk

final class InspectionDraftStoreTests: XCTestCase {
    private var store: InspectionDraftStore!
    private let id = UUID()

    override func setUpWithError() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        store = InspectionDraftStore(directory: dir)
    }

    func testDraftAutosaveKeepsNotes() throws {
        try store.save(InspectionDraft(id: id, notes: "Crane 4: hydraulic leak", photoIDs: [], updatedAt: .now))
        XCTAssertEqual(try store.load(id: id).notes, "Crane 4: hydraulic leak")
    }

    func testDraftAutosaveKeepsLatestPhotoOrder() throws {
        try store.save(InspectionDraft(id: id, notes: "", photoIDs: ["p1", "p2"], updatedAt: .now))
        try store.save(InspectionDraft(id: id, notes: "", photoIDs: ["p1", "p2", "p3"], updatedAt: .now))
        XCTAssertEqual(try store.load(id: id).photoIDs, ["p1", "p2", "p3"])
    }
}
