import SnapshotTesting
import Testing
@testable import Harborline

@MainActor
struct DepartureBoardSnapshotTests {
    @Test func departureRowText() {
        let row = DepartureRowModel(departure: .fixture(vessel: "MV Kittiwake", pier: "3", time: "14:05", status: .boarding))
        withSnapshotTesting(record: .missing) {
            assertSnapshot(of: row.accessibilityText, as: .lines)
        }
    }

    @Test func cancelledRowText() {
        let row = DepartureRowModel(departure: .fixture(vessel: "MV Fulmar", pier: "1", time: "15:20", status: .cancelled))
        withSnapshotTesting(record: .missing) {
            assertSnapshot(of: row.accessibilityText, as: .lines)
        }
    }
}
