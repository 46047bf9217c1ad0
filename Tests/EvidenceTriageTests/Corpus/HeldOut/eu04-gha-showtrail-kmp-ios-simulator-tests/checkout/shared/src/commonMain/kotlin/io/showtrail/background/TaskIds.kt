package io.showtrail.background

/** BGTaskScheduler identifiers; each must also be in iosApp/iosApp/Info.plist. */
object TaskIds {
    const val EPISODE_REFRESH = "io.showtrail.episodes.refresh"
}
