import Foundation
import shared

final class ReadingListViewModel: ObservableObject {
    @Published private(set) var rows: [ReadingRow] = []

    func load(_ readings: [Reading]) {
        // newest first
        rows = readings
            .sorted { $0.takenAtIso < $1.takenAtIso }
            .map(ReadingRow.init)
    }
}
