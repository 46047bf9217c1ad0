package app.railmate.data

import app.cash.sqldelight.db.SqlDriver
import app.cash.sqldelight.driver.native.NativeSqliteDriver

actual class DriverFactory {
    // Each call opens its own connection pool on railmate.db.
    actual fun createDriver(): SqlDriver = NativeSqliteDriver(RailmateDatabase.Schema, "railmate.db")
}
