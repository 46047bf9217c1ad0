package com.quarry.export

object FieldNoteExport {
    fun header(): String = "date,site,note"

    fun row(date: String, site: String, note: String): String =
        listOf(date, site, note).joinToString(",") { field ->
            if (field.contains(',')) "\"$field\"" else field
        }
}
