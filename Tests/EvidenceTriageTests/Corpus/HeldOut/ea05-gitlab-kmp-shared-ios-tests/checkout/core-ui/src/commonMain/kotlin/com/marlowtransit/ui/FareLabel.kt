package com.marlowtransit.ui

import com.marlowtransit.shared.MR
import dev.icerock.moko.resources.desc.StringDesc
import dev.icerock.moko.resources.desc.desc

/** "3.15 € today" under the journey planner. */
fun fareLabel(spentToday: Double, capped: Boolean): StringDesc =
    if (capped) MR.strings.fare_capped.desc()
    else MR.strings.fare_label.format(spentToday)
