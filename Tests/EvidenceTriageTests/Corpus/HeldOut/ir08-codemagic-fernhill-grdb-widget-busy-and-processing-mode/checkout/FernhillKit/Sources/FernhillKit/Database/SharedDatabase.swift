import Foundation
import GRDB

/// The hydration log lives in the app group so the widget can show today's progress.
public enum SharedDatabase {
    public static func url(in container: URL) -> URL {
        container.appendingPathComponent("Database/fernhill.sqlite")
    }

    /// App side: the only writer. Migrations run here.
    public static func openForApp(at url: URL) throws -> DatabasePool {
        var config = Configuration()
        config.busyMode = .timeout(3)
        let pool = try DatabasePool(path: url.path, configuration: config)
        try Migrations.migrator.migrate(pool)
        return pool
    }

    /// Widget side: notes the refresh (for the "updated" label) and reads today's total for the timeline.
    public static func widgetSnapshot(at url: URL) throws -> Int {
        let pool = try DatabasePool(path: url.path)
        try pool.write { db in try WidgetState.touch(db) }
        return try pool.read { db in try HydrationEntry.totalToday(db) }
    }
}
