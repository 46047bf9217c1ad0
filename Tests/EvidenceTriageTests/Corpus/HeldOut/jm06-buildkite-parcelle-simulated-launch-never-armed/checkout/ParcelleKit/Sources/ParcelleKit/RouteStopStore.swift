import Foundation
import SQLiteData

/// Writes an order's route stops. Synced through sqlite-data's CloudKit sync.
public struct RouteStopStore {
    let database: any DatabaseWriter

    /// Rewrites the stops of an order after the sender edits the route.
    public func recordStops(_ stops: [RouteStop], for orderID: Order.ID) throws {
        try database.write { db in
            try RouteStop.where { $0.orderID.eq(orderID) }.delete().execute(db)
            try RouteStop.insert { stops }.execute(db)
        }
    }
}
