import HealthKit

/// Called from the HKObserverQuery update handler (registered in didFinishLaunching).
struct ObserverSync {
    let health: HealthSource
    let store: DailyStore

    func handleWake(for type: HKQuantityTypeIdentifier, day: String) async throws {
        // Battery report: every wake ran all 15 queries. Only query what woke us.
        NSLog("[Sync] wake for %@: querying 1 of 15 metrics", type.rawValue)
        var row = DailyRow(day: day)
        switch type {
        case .restingHeartRate: row.restingHR = try await health.latestRestingHR(day: day)
        case .stepCount:        row.steps = try await health.steps(day: day)
        default:                break
        }
        try store.upsert(row)   // ON CONFLICT(day) DO UPDATE SET every column = excluded.column
    }
}
