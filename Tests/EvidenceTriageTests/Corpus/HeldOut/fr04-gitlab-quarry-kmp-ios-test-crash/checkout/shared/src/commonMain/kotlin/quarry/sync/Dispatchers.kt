package quarry.sync

import kotlinx.coroutines.CoroutineDispatcher

/** Where background jobs (outbox drain, tile prefetch) run. */
internal expect val backgroundDispatcher: CoroutineDispatcher
