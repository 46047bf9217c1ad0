package app.showbox.shared.background

object IosTaskIds {
    const val TOKEN_REFRESH = "com.showbox.token-refresh"
    // Renamed from "com.showbox.librarysync" when the workers were centralized.
    const val LIBRARY_SYNC = "com.showbox.library-sync"
    const val EPISODE_NOTIFICATIONS = "com.showbox.episode-notifications"
}
