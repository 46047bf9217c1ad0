import Foundation

struct LegacyCacheMigrator {
    static let currentVersion = 4
    let db: LegacyCache

    func migrate() throws {
        var version = try db.userVersion()
        while version < Self.currentVersion {
            switch version {
            case 1: try db.execute("ALTER TABLE shipment ADD COLUMN eta REAL")
            case 2: try db.execute("CREATE INDEX IF NOT EXISTS shipment_eta ON shipment(eta)")
            case 3: try db.execute("ALTER TABLE shipment ADD COLUMN carrier TEXT")
            default: break
            }
            version += 1
        }
    }
}
