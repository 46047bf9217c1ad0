import Foundation

struct AccountRow { let accountID: String; let name: String; let visits: Int }

enum VisitImporter {
    /// Builds the per-account visit totals from the nightly CSV export.
    static func totals(from rows: [AccountRow]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: rows.map { ($0.accountID, $0.visits) })
    }
}
