import Foundation

/// Imports meter readings exported by the supplier (CSV). Runs from the usage-refresh task.
struct ReadingImportJob {
    let store: ReadingStore

    func run(csv: String) throws {
        for row in csv.split(separator: "\n").dropFirst() {
            let cols = row.split(separator: ",")
            guard cols.count == 3, let kwh = Double(cols[2]) else { continue }
            // Appends every row; rows already imported by an earlier run are added again.
            store.append(Reading(meter: String(cols[0]), takenAt: String(cols[1]), kwh: kwh))
        }
    }
}
