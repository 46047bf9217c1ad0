import CoreData

/// Staged migration plan. v1→v2, v2→v3 and v3→v4 are each lightweight-compatible,
/// so every stage is declared as NSLightweightMigrationStage.
enum LedgerMigrationPlan {
    static func stages(upTo last: LedgerModelVersion) -> [NSMigrationStage] {
        let checksums = LedgerModelVersion.allCases.prefix(through: last.index).map(\.checksum)
        return [NSLightweightMigrationStage(Array(checksums))]
    }

    static func manager(upTo last: LedgerModelVersion) -> NSStagedMigrationManager {
        NSStagedMigrationManager(stages(upTo: last))
    }
}
