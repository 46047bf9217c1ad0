import Foundation
import RealmSwift

final class Delivery: Object {
    @Persisted(primaryKey: true) var id: String
    @Persisted var window: String
    @Persisted var cutoff: Date?
    @Persisted var depotCode: String          // added in PR #512 (depot routing)
    @Persisted var syncedAt: Date?
}
