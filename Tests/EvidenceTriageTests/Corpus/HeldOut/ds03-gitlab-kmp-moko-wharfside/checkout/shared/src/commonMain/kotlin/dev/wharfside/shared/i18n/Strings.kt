package dev.wharfside.shared.i18n

import dev.icerock.moko.resources.desc.Plural
import dev.icerock.moko.resources.desc.StringDesc
import dev.wharfside.shared.MR

object Strings {
    fun departures(count: Int): String =
        StringDesc.ResourceFormatted(MR.plurals.departures.desc(count), count).localized()

    fun routeTitle(code: String, name: String?): String = name ?: code
}
