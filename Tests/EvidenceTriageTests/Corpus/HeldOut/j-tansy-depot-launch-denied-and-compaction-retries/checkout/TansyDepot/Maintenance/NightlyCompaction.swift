import Foundation

struct NightlyCompaction {
    let db: ScanDatabase
    let clock: Clock

    func run() async throws {
        let days = try db.scanDays(before: clock.startOfToday)
        try db.transaction { tx in
            for day in days {
                try tx.insert("daily_totals", ["day": day.key, "units": day.units])   // no upsert on day
            }
            try tx.delete("scans", where: "day < ?", clock.startOfToday.minus(days: 30))
        }
    }
}
