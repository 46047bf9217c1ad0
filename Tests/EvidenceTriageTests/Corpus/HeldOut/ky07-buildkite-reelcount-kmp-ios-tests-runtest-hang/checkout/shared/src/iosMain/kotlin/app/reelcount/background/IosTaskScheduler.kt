package app.reelcount.background

import platform.BackgroundTasks.BGTaskScheduler

object IosTaskScheduler {
    const val LIBRARY_SYNC = "app.reelcount.library-sync"

    fun registerAll(): Boolean =
        BGTaskScheduler.sharedScheduler.registerForTaskWithIdentifier(LIBRARY_SYNC, usingQueue = null) { task ->
            LibrarySyncTask.handle(task!!)
        }
}
