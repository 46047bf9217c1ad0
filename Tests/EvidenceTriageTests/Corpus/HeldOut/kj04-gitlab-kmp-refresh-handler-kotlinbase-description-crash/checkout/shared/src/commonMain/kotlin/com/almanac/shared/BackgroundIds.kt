package com.almanac.shared

/** Background work identifiers shared by WorkManager (Android) and BGTaskScheduler (iOS). */
object BackgroundIds {
    const val FEED_REFRESH = "com.almanacapp.ios.feed-refresh"
    const val DIGEST_PREFETCH = "com.almanacapp.ios.digest-prefetch"
}
