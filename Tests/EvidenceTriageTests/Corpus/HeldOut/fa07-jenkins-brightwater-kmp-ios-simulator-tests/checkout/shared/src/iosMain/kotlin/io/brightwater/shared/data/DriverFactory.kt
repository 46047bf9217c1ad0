package io.brightwater.shared.data

import com.squareup.sqldelight.db.SqlDriver
import com.squareup.sqldelight.drivers.native.NativeSqliteDriver

actual class DriverFactory {
    actual fun createDriver(name: String): SqlDriver =
        NativeSqliteDriver(BrightwaterDb.Schema, name)
}
