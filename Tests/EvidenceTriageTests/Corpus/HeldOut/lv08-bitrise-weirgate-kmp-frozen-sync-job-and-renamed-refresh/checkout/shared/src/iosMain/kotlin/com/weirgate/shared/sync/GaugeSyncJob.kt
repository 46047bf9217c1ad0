package com.weirgate.shared.sync

import com.weirgate.shared.api.GaugeApi
import com.weirgate.shared.model.Reading
import com.weirgate.shared.store.ReadingStore
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.MainScope
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext

/**
 * Pulls the latest river-level readings for the user's gauges. Called from
 * the iOS BGAppRefreshTask handler (GaugeRefreshTask.swift) and from the
 * pull-to-refresh on the gauge list.
 */
class GaugeSyncJob(
    private val api: GaugeApi,
    private val store: ReadingStore,
    private val scope: CoroutineScope = MainScope(),
) {
    private val pending = mutableListOf<Reading>()

    fun run(gaugeIds: List<String>, completion: (Result<Int>) -> Unit) {
        scope.launch {
            val result = runCatching {
                // Network + parsing off the main thread.
                withContext(Dispatchers.Default) {
                    for (id in gaugeIds) {
                        collect(api.latestReadings(id))
                    }
                }
                val count = pending.size
                if (count > 0) {
                    store.saveAll(pending)
                    pending.clear()
                }
                count
            }
            completion(result)
        }
    }

    private fun collect(readings: List<Reading>) {
        pending.addAll(readings.filter { it.quality != Reading.Quality.SUSPECT })
    }
}
