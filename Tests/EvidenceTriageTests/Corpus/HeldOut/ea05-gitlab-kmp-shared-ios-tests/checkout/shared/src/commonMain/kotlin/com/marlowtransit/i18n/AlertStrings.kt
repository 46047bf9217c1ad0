package com.marlowtransit.i18n

import com.marlowtransit.shared.MR
import dev.icerock.moko.resources.desc.StringDesc
import dev.icerock.moko.resources.desc.desc

/** Titles for service-disruption banners; resources generated into MR by moko-resources. */
object AlertStrings {
    fun disruptionBannerTitle(line: String): StringDesc =
        MR.strings.disruption_banner_title.format(line)

    fun allClear(): StringDesc = MR.strings.all_clear.desc()
}
