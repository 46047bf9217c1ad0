//
//  AlertConfigStore.swift
//  Sedgewick
//
//  Per-user alert thresholds (gust, rain rate, lightning radius) in a small SQLite file.
//  Read by the severe-weather silent push handler, which can run while the phone is
//  locked in a pocket.
//

import Foundation
import SQLite3

final class AlertConfigStore {
    let databaseURL: URL
    private var db: OpaquePointer?

    init(directory: URL) throws {
        databaseURL = directory.appendingPathComponent("alert-config.sqlite")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
            | SQLITE_OPEN_FILEPROTECTION_COMPLETE
        let rc = sqlite3_open_v2(databaseURL.path, &db, flags, nil)
        guard rc == SQLITE_OK else {
            let message = String(cString: sqlite3_errmsg(db))
            NSLog("[AlertConfig] Error message: %@. Error code: %d.", message, rc)
            throw AlertConfigError.open(code: rc, message: message)
        }
        try migrate()
    }

    deinit { sqlite3_close(db) }

    func thresholds(for userID: String) throws -> AlertThresholds {
        try query("SELECT gust_kmh, rain_mm_h, lightning_km FROM thresholds WHERE user_id = ?", userID)
    }
}
