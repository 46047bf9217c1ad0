import XCTest
@testable import Fieldmason

final class ChecklistMergeTests: XCTestCase {
    private let merger = ChecklistMerger()
    private let t0 = Date(timeIntervalSince1970: 1_678_700_000)

    private func item(_ id: String, at offset: TimeInterval = 0) -> ChecklistItem {
        ChecklistItem(id: id, title: id, updatedAt: t0.addingTimeInterval(offset))
    }

    func testLocalAdditionSurvivesRemoteEdit() {
        let merged = merger.merge(base: [item("valve-check")],
                                  local: [item("valve-check"), item("photo-site", at: 10)],
                                  remote: [item("valve-check", at: 5)])
        XCTAssertEqual(merged.map(\.id), ["valve-check", "photo-site"])
    }

    func testTimestampsCompareInUTC() {
        XCTAssertEqual(ChecklistItem.decode(#"{"id":"a","title":"a","updatedAt":"2023-03-14T10:00:00+01:00"}"#).updatedAt,
                       ISO8601DateFormatter().date(from: "2023-03-14T09:00:00Z"))
    }

    /// The technician edited "torque-bolts" offline while the dispatcher removed it.
    func testRemoteDeletionWinsOverLocalEdit() {
        let base = [item("valve-check"), item("torque-bolts"), item("photo-site")]
        let local = [item("valve-check"), item("torque-bolts", at: 30), item("photo-site")]
        let remote = [item("valve-check"), item("photo-site")]
        let merged = merger.merge(base: base, local: local, remote: remote)
        XCTAssertEqual(merged.map(\.id), ["valve-check", "photo-site"],
                       "an item deleted on the server must not come back from a stale local edit")
    }
}
