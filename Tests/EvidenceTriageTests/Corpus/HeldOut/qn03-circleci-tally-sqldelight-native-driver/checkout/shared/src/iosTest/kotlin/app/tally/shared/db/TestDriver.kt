package app.tally.shared.db

import co.touchlab.sqliter.DatabaseConfiguration
import com.squareup.sqldelight.db.SqlDriver
import com.squareup.sqldelight.drivers.native.NativeSqliteDriver
import com.squareup.sqldelight.drivers.native.wrapConnection

actual fun testDriver(): SqlDriver {
    val schema = TallyDatabase.Schema
    return NativeSqliteDriver(
        DatabaseConfiguration(
            name = "",
            version = schema.version,
            create = { connection -> wrapConnection(connection) { schema.create(it) } },
            upgrade = { connection, old, new -> wrapConnection(connection) { schema.migrate(it, old, new) } },
            inMemory = true,
        )
    )
}

fun onDiskDriver(name: String = "tally-test.db"): SqlDriver =
    NativeSqliteDriver(TallyDatabase.Schema, name)
