package com.quarry.copy

import com.quarry.shared.MR
import dev.icerock.moko.resources.desc.desc

object FieldNotesCopy {
    fun emptyState(count: Int): String =
        if (count == 0) MR.strings.field_notes_empty.desc().localized()
        else MR.plurals.field_notes_count.desc(count, count).localized()
}
